/** Shared with the console's page preview (the section renderer lives in components/ui). */
export * from "../../components/ui/cards/standings-table";
