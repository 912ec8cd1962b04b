// Kept only while components/site/filter-panel.tsx still re-exports it: the stock list renders ListScrollRestorer
// from components/site/visitor-effects.tsx.
export { ListScrollRestorer as CarsScrollRestorer } from "@/components/site/visitor-effects";
