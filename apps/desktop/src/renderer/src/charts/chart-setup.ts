/**
 * chart.js, tree-shaken to the parts the deck charts use, with the app's colours.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);
Chart.defaults.color = "#c9d1d9";
Chart.defaults.borderColor = "rgb(255 255 255 / 10%)";
Chart.defaults.font.family = "system-ui, sans-serif";

/** Display colours of the five colours and colourless, for charts. */
export const MANA_CHART_COLORS: Record<"W" | "U" | "B" | "R" | "G" | "C", string> = {
  W: "#f3ecc3",
  U: "#5aa6e6",
  B: "#8c7f86",
  R: "#e4683f",
  G: "#4fa65f",
  C: "#b7bfc7",
};

export { Chart };
