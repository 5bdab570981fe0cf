import type { EmailMessage } from '../../platform/mail/mailer.js';

const hours = (value: number) => `${value.toFixed(2)} h`;

export function budgetAlertText(
  projectName: string,
  threshold: number,
  usedPercent: number,
  budgetType: 'FIXED' | 'HOURLY',
) {
  const what = budgetType === 'FIXED' ? 'billed amount' : 'hours worked';
  const title =
    threshold >= 100 ? `${projectName} is over its budget` : `${projectName} has used ${threshold}% of its budget`;
  const body = `The ${what} of ${projectName} reached ${usedPercent.toFixed(2)}% of its budget.`;
  return { title, body };
}

export function budgetAlertEmail(to: string, fullName: string, text: { title: string; body: string }): EmailMessage {
  return {
    to,
    subject: text.title,
    text: `Hello ${fullName},\n\n${text.body}\n\nOpen the project in Punchclock to review its budget and time.\n\nYou get this email because budget alerts are on for you; you can switch them off in your settings.\n`,
  };
}

export function capacityReminderText(loggedHours: number, capacityHours: number) {
  return {
    title: 'Your timesheet for this week looks short',
    body: `You have logged ${hours(loggedHours)} of your ${hours(capacityHours)} this week. If you worked more, add the missing time before the week ends.`,
  };
}

export function capacityReminderEmail(
  to: string,
  fullName: string,
  text: { title: string; body: string },
): EmailMessage {
  return {
    to,
    subject: text.title,
    text: `Hello ${fullName},\n\n${text.body}\n\nYou get this reminder because capacity reminders are on for you; you can switch them off in your settings.\n`,
  };
}
