import type { ReplyView } from "~/lib/leads/reply-clock";

/** Time left or "te laat": late is red AND says so in words (never colour alone). */
export function ReplyStateText({ reply }: { reply: ReplyView }) {
  if (!reply.text) return <span className="text-slate-600">–</span>;
  return <span className={reply.late ? "font-semibold text-red-800" : "text-slate-900"}>{reply.text}</span>;
}
