import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * What a link may ask of the page it opens, in the router's location state: its first form field focused
 * instead of its heading (a row's Edit reached by keyboard: the person came to type).
 */
export interface RouteFocusRequest {
  focus?: "first-field";
}

export const FOCUS_FIRST_FIELD: RouteFocusRequest = { focus: "first-field" };

/** The page a sign-in is about to land on, until its heading has the focus. */
let landing: string | undefined;

/**
 * For the page a sign-in lands on: the layout is new, so it would count as a first load and leave the focus on
 * the body where the chosen account's button was, announcing nothing. Kept in memory, not in the history's
 * state: a reload of that page later is a first load again.
 */
export function focusHeadingOnLanding(pathname: string): void {
  landing = pathname;
}

/** How long a page may take to show its heading or form before the focus is left where it is. */
const GIVE_UP_MS = 10_000;

const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';

const firstField = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(`form :is(${FIELD})`)).find(
    (element) => !element.closest('[hidden], [aria-hidden="true"]'),
  );

/** The page's heading: its h1, or the h2 of a panel standing in for the page (access refused). */
const headingOf = (root: HTMLElement) => root.querySelector<HTMLElement>("h1, h2");

/**
 * After navigating to another page, the focus moves to the new page's heading, so keyboard and screen
 * reader users start reading there instead of on a link that is gone (WCAG 2.4.3). Not on the first load
 * (the browser starts at the top anyway), and not when only the query string changes: that is a list's page,
 * sort or filters kept in the address (SPEC §2 "state is synced with the location", DESIGN §6), and the
 * person is still working in that list. A page that is still loading is waited for.
 */
export function useRouteFocus(contentId: string) {
  const location = useLocation();
  const request = useRef<RouteFocusRequest | null>(null);
  request.current = (location.state as RouteFocusRequest | null) ?? null;
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = location.pathname;
    const landingHere = landing === location.pathname;
    if (!landingHere && (before === undefined || before === location.pathname)) return;
    const root = document.getElementById(contentId);
    if (!root) return;
    const wantsField = request.current?.focus === "first-field";

    let moving = false;
    let heading: HTMLElement | undefined;
    const focus = (element: HTMLElement) => {
      moving = true;
      element.focus();
      moving = false;
    };
    // True once the focus is where it should end up.
    const attempt = (): boolean => {
      const field = wantsField ? firstField(root) : undefined;
      // The focus waits on the heading while the form loads, never on a link that is gone.
      if (
        field &&
        (heading === undefined ||
          document.activeElement === heading ||
          document.activeElement === document.body)
      ) {
        focus(field);
        return true;
      }
      if (heading === undefined) {
        const found = headingOf(root);
        if (!found) return false;
        if (!found.hasAttribute("tabindex")) found.tabIndex = -1;
        heading = found;
        focus(found);
        if (landingHere) landing = undefined;
        return !wantsField;
      }
      return false;
    };
    if (attempt()) return;

    const observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    // The person moved the focus themselves meanwhile: theirs wins.
    const onFocusIn = () => {
      if (!moving) stop();
    };
    const timer = window.setTimeout(() => stop(), GIVE_UP_MS);
    function stop() {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      window.clearTimeout(timer);
    }
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["disabled", "aria-disabled", "aria-hidden", "hidden"],
    });
    document.addEventListener("focusin", onFocusIn);
    return stop;
  }, [location.pathname, contentId]);
}
