/** Shared with the console's page preview (the section renderer lives in components/ui). */
export { ChampionshipSlide } from "../../components/ui/championship-slide";
