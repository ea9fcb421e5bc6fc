// What /employee-dashboard/reviews shows and does: every review with its moderation log, the figures as the site
// shows them, the invitations' counts and the admin's pre-site figures; hide (with a reason), show, answer, and
// the admin's figures. Guards are the route's; this module assumes the caller is staff.
import { redirect } from "react-router";
import { staffReviewsCopy as copy } from "~/content/reviews";
import { formatDateTime } from "~/lib/shop-time";
import { constraintsFrom } from "~/lib/form-constraints";
import { baselineSchema, hideSchema, replySchema, showSchema } from "~/lib/reviews/forms";
import { formatAverage, STAFF_REVIEWS_PATH } from "~/lib/reviews/rules";
import { intent } from "../http/intent.server";
import { computeReviewFigures, getReviewBaseline, saveReviewBaseline } from "./figures.server";
import { invitationCounts, listStaffReviews, moderateReview } from "./reviews.server";

const notices = new Map([
  ["verborgen", copy.hiddenNotice],
  ["gepubliceerd", copy.shownNotice],
  ["beantwoord", copy.repliedNotice],
  ["cijfers", copy.baselineSavedNotice],
]);

export async function staffReviewsPage(url: URL, isAdmin: boolean) {
  const [reviews, figures, baseline, invitations] = await Promise.all([
    listStaffReviews(),
    computeReviewFigures(),
    getReviewBaseline(),
    invitationCounts(),
  ]);
  return {
    notice: notices.get(url.searchParams.get("melding") ?? "") ?? null,
    figures: copy.figures({
      average: figures.average === null ? null : formatAverage(figures.average),
      reviews: figures.reviewCount,
      customers: figures.customerCount,
    }),
    invitations: copy.invitations(invitations),
    isAdmin,
    baseline: {
      average: baseline ? formatAverage(baseline.averageTenths / 10) : "",
      reviewCount: baseline ? String(baseline.reviewCount) : "",
      customerCount: baseline ? String(baseline.customerCount) : "",
      asOf: baseline?.asOf ?? "",
      source: baseline?.source ?? "",
    },
    reviews: reviews.map((review) => ({
      ...review,
      createdAt: formatDateTime(review.createdAt),
      log: review.log.map((entry) => ({
        at: formatDateTime(entry.createdAt),
        text: [copy.logAction[entry.action] ?? entry.action, entry.reason, entry.actor]
          .filter(Boolean)
          .join(" · "),
      })),
    })),
    constraints: {
      hide: constraintsFrom(hideSchema),
      reply: constraintsFrom(replySchema),
      baseline: constraintsFrom(baselineSchema),
    },
  };
}

const done = (melding: string) => redirect(`${STAFF_REVIEWS_PATH}?melding=${melding}`, 303);

/** The page's forms, for dispatchIntent. */
export function staffReviewIntents(actor: { id: string; role: string }) {
  const notFound = { status: 404, formError: copy.notFound };
  return {
    hide: intent(hideSchema, async ({ id, reason }) => {
      if (!(await moderateReview({ actorId: actor.id, id, action: "hide", reason }))) return notFound;
      throw done("verborgen");
    }),
    show: intent(showSchema, async ({ id }) => {
      if (!(await moderateReview({ actorId: actor.id, id, action: "show" }))) return notFound;
      throw done("gepubliceerd");
    }),
    reply: intent(replySchema, async ({ id, reply }) => {
      if (!(await moderateReview({ actorId: actor.id, id, action: "reply", reply }))) return notFound;
      throw done("beantwoord");
    }),
    baseline: intent(baselineSchema, async ({ average, reviewCount, customerCount, asOf, source }) => {
      if (actor.role !== "admin") return { status: 403, formError: copy.adminOnly };
      if (asOf > new Date().toISOString().slice(0, 10))
        return { status: 400, fieldErrors: { asOf: copy.dateInvalid } };
      await saveReviewBaseline({
        actorId: actor.id,
        averageTenths: average,
        reviewCount,
        customerCount,
        asOf,
        source,
      });
      throw done("cijfers");
    }),
  };
}
