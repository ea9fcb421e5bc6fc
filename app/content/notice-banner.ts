// Copy of the owners' notice above every public page (components/notice-banner.tsx), apart from the editors'
// copy so that public pages do not load that.
export const noticeBannerCopy = {
  label: "Mededeling",
} as const;
