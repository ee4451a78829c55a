/**
 * Announcements (banners, notices, popups, promotions) and the help centre: operator HTML kept
 * clean, served per language and per audience.
 */
export {
  announcementContent,
  announcementPage,
  createAnnouncement,
  deleteAnnouncement,
  findForOps,
  forgetContent,
  listForOps,
  noticeTitles,
  popupExecutions,
  updateAnnouncement,
} from './content.announcements';
export { deleteHelpSection, helpCentre, helpForOps, helpSectionForOps, saveHelpSection } from './content.help';
export { listBanners } from './content.banners';
export { bannerForOps, bannersForOps, createBanner, deleteBanner, updateBanner } from './content.banners-ops';
/** The demo seed's bulk writers (rows as given, no operator rules). */
export { addAnnouncements, addBanners } from './content.seed';
