// /dealer/members: every member sees who belongs and in which role; an owner invites by mail,
// withdraws pending invites, changes roles and removes members (never the last owner).
import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, data } from "react-router";
import type { Route } from "./+types/dealer-members";
import { requireDealerMember } from "~/edge/dealer-guard.server";
import { readForm } from "~/edge/form-body.server";
import { listMembers, changeMember } from "~/modules/dealers/members.server";
import { inviteMember, pendingInvites, revokeInvite } from "~/modules/dealers/invites.server";
import { DEALER_ROLES, inviteSchema, roleChangeSchema } from "~/modules/dealers/dealership-schema";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { TextField } from "~/components/ui/text-field";
import { FieldError, inputClass } from "~/components/ui/field";
import { FormErrors } from "~/components/dealer/form-errors";
import { formatDate } from "~/shared/dates";

export const meta: Route.MetaFunction = () => [{ title: "Dealership Members | RideMarket" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { user, membership } = await requireDealerMember(request);
  const isOwner = membership.role === "owner";
  const [members, invites] = await Promise.all([listMembers(membership.dealershipId), isOwner ? pendingInvites(membership.dealershipId) : []]);
  return { members, invites, isOwner, userId: user.id };
}

type Answer = { notice?: string; problem?: string; inviteReply?: unknown };

export async function action({ request }: Route.ActionArgs) {
  const { user, membership } = await requireDealerMember(request, "owner");
  const form = await readForm(request);
  const intent = form.get("intent");
  const dealershipId = membership.dealershipId;
  if (intent === "invite") {
    const submission = parseWithZod(form, { schema: inviteSchema });
    if (submission.status !== "success") return data<Answer>({ inviteReply: submission.reply() }, { status: 400 });
    const outcome = await inviteMember(dealershipId, user.id, submission.value.email, submission.value.role);
    if (!outcome.ok) return data<Answer>({ inviteReply: submission.reply({ fieldErrors: { email: [outcome.message] } }) }, { status: 409 });
    return data<Answer>({ notice: `Invitation sent to ${submission.value.email}.`, inviteReply: submission.reply({ resetForm: true }) });
  }
  if (intent === "revoke") {
    const revoked = await revokeInvite(dealershipId, Number(form.get("inviteId")));
    return revoked ? data<Answer>({ notice: "Invitation withdrawn." }) : data<Answer>({ problem: "That invitation is no longer pending." }, { status: 404 });
  }
  if (intent === "set-role" || intent === "remove") {
    const parsed = roleChangeSchema.safeParse({ userId: form.get("userId"), role: intent === "remove" ? "sales" : form.get("role") });
    if (!parsed.success) return data<Answer>({ problem: "Choose a role." }, { status: 400 });
    const outcome = await changeMember(dealershipId, parsed.data.userId, intent === "remove" ? null : parsed.data.role);
    if (!outcome.ok) return data<Answer>({ problem: outcome.message }, { status: 409 });
    return data<Answer>({ notice: intent === "remove" ? "Member removed." : "Role changed." });
  }
  return data<Answer>({ problem: "Unknown action." }, { status: 400 });
}

const button = "rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

export default function DealerMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invites, isOwner, userId } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      {actionData?.notice ? <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">{actionData.notice}</p> : null}
      {actionData?.problem ? <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{actionData.problem}</p> : null}
      <section aria-labelledby="members-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="members-heading" className="text-xl font-semibold">Members</h2>
        <ul className="mt-4 divide-y divide-slate-200" data-testid="members">
          {members.map((m) => (
            <li key={m.userId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium">{m.name}{m.userId === userId ? " (you)" : ""}</p>
                <p className="text-sm text-slate-600">{m.email} · <span data-testid="member-role">{m.role}</span></p>
              </div>
              {isOwner ? (
                <div className="flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="set-role" />
                    <input type="hidden" name="userId" value={m.userId} />
                    <label className="text-sm text-slate-700">
                      <span className="sr-only">Role of {m.name}</span>
                      <select name="role" defaultValue={m.role} className={`${inputClass} w-32`}>
                        {DEALER_ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
                      </select>
                    </label>
                    <button type="submit" className={button}>Change role<span className="sr-only"> of {m.name}</span></button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={m.userId} />
                    <button type="submit" className={button}>Remove<span className="sr-only"> {m.name}</span></button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {isOwner ? <InviteSection invites={invites} reply={actionData?.inviteReply} /> : null}
    </div>
  );
}

function InviteSection({ invites, reply }: { invites: { id: number; email: string; role: string; expiresAt: string }[]; reply: unknown }) {
  const [form, fields] = useSchemaForm("dealer-invite", inviteSchema, reply, { role: "sales" } as never);
  const role = fields.role;
  return (
    <section aria-labelledby="invite-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="invite-heading" className="text-xl font-semibold">Invite a member</h2>
      <p className="mt-1 text-sm text-slate-600">We mail them a link that works once, within 7 days.</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="invite" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
        <div>
          <label htmlFor={role.id} className="mb-1 block text-sm font-medium text-slate-700">Role</label>
          <select {...getInputProps(role, { type: "text", ariaAttributes: true })} key={role.key} defaultValue={role.initialValue as string | undefined} className={inputClass}>
            {DEALER_ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
          <FieldError id={`${role.id}-error`} message={role.errors?.[0]} />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800 sm:w-fit">Send invitation</button>
      </Form>
      <h3 className="mt-6 font-semibold">Pending invitations</h3>
      {invites.length === 0 ? <p className="mt-2 text-sm text-slate-600">None.</p> : (
        <ul className="mt-2 divide-y divide-slate-200" data-testid="pending-invites">
          {invites.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm">{i.email} · {i.role} · until {formatDate(i.expiresAt)}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="inviteId" value={i.id} />
                <button type="submit" className={button}>Withdraw<span className="sr-only"> the invitation to {i.email}</span></button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
