import type { ReactNode } from "react";

/**
 * A call to action that earns a commission, with its disclosure at the element: a reader who
 * lands on a card, a table row or a review (or a screen reader moving from button to button)
 * learns it is sponsored there, not only once at the top of the page.
 */
export function SponsoredCallToAction({ children }: { children: ReactNode }) {
  return (
    <span className="sponsored-cta" data-disclosure="">
      {children}
      <span className="sponsored-cta__label">Sponsored · we earn a commission</span>
    </span>
  );
}
