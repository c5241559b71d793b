import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "#web/lib/utils";

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  destructive?: boolean;
  onSelect: () => void;
}

const MENU_WIDTH = 192;

/** Under the button, right-aligned, flipped above it when there is no room below. */
function placeBelow(button: HTMLElement, menu: HTMLElement | null) {
  const box = button.getBoundingClientRect();
  const height = menu?.offsetHeight ?? 0;
  const below = box.bottom + 4;
  const top = below + height > window.innerHeight ? Math.max(4, box.top - height - 4) : below;
  return { top, left: Math.max(4, box.right - MENU_WIDTH) };
}

const itemsIn = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button pattern): Enter, Space or Arrow
 * Down opens it on the first item, Arrow Up on the last; arrows, Home and End move; Escape closes it
 * and gives focus back to the button; Tab or a click elsewhere closes it. The menu is drawn over the
 * page (fixed, in a portal) so a table's scrolling box cannot clip it.
 */
export function MenuButton({
  label,
  items,
  children,
  className,
}: {
  /** The button's accessible name, e.g. "More actions for Green Tea". */
  label: string;
  items: MenuItem[];
  /** What the button shows (an icon). */
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    setPosition(placeBelow(buttonRef.current, menuRef.current));
    const list = itemsIn(menuRef.current);
    (open === "last" ? list.at(-1) : list[0])?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    // The menu follows its button when the page scrolls or resizes (a phone's address bar
    // hiding, a smooth scroll still running after the tap) rather than closing under the finger.
    const follow = () => buttonRef.current && setPosition(placeBelow(buttonRef.current, menuRef.current));
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", follow, true);
    window.addEventListener("resize", follow);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", follow, true);
      window.removeEventListener("resize", follow);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = itemsIn(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen("first"))}
        onKeyDown={onButtonKeyDown}
        className={cn(
          "inline-flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-500 [&_svg]:size-4",
          className,
        )}
      >
        {children}
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            style={{ top: position.top, left: position.left, width: MENU_WIDTH }}
            className="fixed z-40 grid rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={cn(
                  "flex h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-start text-sm outline-none hover:bg-slate-100 focus:bg-slate-100 [&_svg]:size-4",
                  item.destructive ? "text-red-700" : "text-slate-800",
                )}
              >
                {item.icon}
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
