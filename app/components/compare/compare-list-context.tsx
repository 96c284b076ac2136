import { createContext, useContext } from "react";

// The visitor's compare list, read from its cookie by the root loader, for every card and
// vehicle page of the page. Empty outside a page (a card rendered alone in a test).
const CompareListContext = createContext<readonly number[]>([]);

export const CompareListProvider = CompareListContext.Provider;

export function useCompareList(): readonly number[] {
  return useContext(CompareListContext);
}
