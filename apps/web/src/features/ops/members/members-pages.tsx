import { Route, Routes } from 'react-router';
import { MemberPage } from './member-page';
import { SearchPage } from './search-page';

/** The console's member desk at /ops-console/members: the search, and a member's page at /:username. */
export function MembersPages() {
  return (
    <Routes>
      <Route index element={<SearchPage />} />
      <Route path=":username/*" element={<MemberPage />} />
    </Routes>
  );
}
