/** The finance queues' live count next to the menu entry (built with the finance pages). */
export function FinanceBadge() {
  return null;
}
