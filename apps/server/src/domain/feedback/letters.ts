import { FEEDBACK_TOPIC_LABELS, type TFeedbackTopic } from '@tt/contracts/feedback';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { layout, siteUrl, type LetterContext, type RenderedLetter } from '../mail/templates.ts';

/** The admins' screen of messages, opened at the one this letter is about. */
export const feedbackAdminUrl = (ctx: LetterContext, id: number) =>
  siteUrl(ctx, `/admin/history/feedback?feedback=${id}`);

/** A message sent through /feedback (to each active bank admin; docs/product/email-events.md §7). */
export function feedbackReceivedLetter(
  ctx: LetterContext,
  m: { id: number; name: string; email: string; topic: TFeedbackTopic; message: string },
): RenderedLetter {
  const topic = FEEDBACK_TOPIC_LABELS[m.topic];
  return {
    subject: `${ctx.appName}: нове звернення — ${topic.toLowerCase()}`,
    ...layout(
      ctx.appName,
      'Нове звернення',
      [`Від: ${m.name}, ${m.email}`, `Тема: ${topic}`, m.message, 'Відповісти можна на сторінці звернень.'],
      { label: 'Відкрити звернення', url: feedbackAdminUrl(ctx, m.id) },
      {
        reason: `ви адміністратор системи «${ctx.appName}», а звернення з форми зворотного зв’язку отримують усі адміністратори. Такі листи надсилаються завжди`,
      },
    ),
  };
}

/** A bank user's answer, to the address the sender gave; it quotes the original message. */
export function feedbackReplyLetter(
  ctx: LetterContext,
  m: { name: string; topic: TFeedbackTopic; message: string; createdAt: Date },
  body: string,
): RenderedLetter {
  const quoted = m.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: `${ctx.appName}: відповідь на ваше звернення`,
    ...layout(
      ctx.appName,
      'Відповідь на ваше звернення',
      [
        `${m.name}, дякуємо за звернення.`,
        body,
        `Ваше звернення від ${formatKyivDateTime(m.createdAt)} (за київським часом), тема «${FEEDBACK_TOPIC_LABELS[m.topic]}»:`,
        quoted,
        'Якщо у вас є ще запитання, надішліть нове звернення.',
      ],
      { label: 'Написати нове звернення', url: siteUrl(ctx, '/feedback') },
      {
        reason: `ви надіслали звернення через форму зворотного зв’язку системи «${ctx.appName}» з цією адресою`,
      },
    ),
  };
}
