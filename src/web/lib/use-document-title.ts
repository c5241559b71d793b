import { useEffect } from "react";

const APP_NAME = "StoreLaunch";

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${APP_NAME}`;
  }, [title]);
}
