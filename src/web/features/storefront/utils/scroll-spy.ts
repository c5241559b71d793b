/**
 * The section a scroll-spy marks as current: the last one, in page order, whose top has scrolled
 * above the reading line (so a section is current once its heading is well into view, even while
 * the end of the one before still shows under the sticky bars); before any has, the first.
 */
export function currentSection(
  sections: { id: string; top: number }[],
  readingLine: number,
): string | undefined {
  let current = sections[0]?.id;
  for (const section of sections) {
    if (section.top < readingLine) current = section.id;
  }
  return current;
}
