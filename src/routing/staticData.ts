/** Route-level flags the root layout reads from the matched routes (`staticData` in a route file). */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Rendered without header, footer and navigation (SPEC §2: the insurance certificate page). */
    bare?: boolean;
  }
}

export {};
