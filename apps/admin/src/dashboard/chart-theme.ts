/** Chart colours: the brand navy and a lighter blue, each 3:1 or more against the white card (WCAG 1.4.11). */
export const chartColors = {
  primary: '#013369',
  area: '#1f5aa6',
  grid: '#d5dbe3',
  text: '#1b2430',
} as const;

/** Axis tick style: dark text at 12px. */
export const axisTick = { fill: chartColors.text, fontSize: 12 } as const;
