/** Interim: built by its area's work this session. */
export function DashboardPage() {
  return null;
}
