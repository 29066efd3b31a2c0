/**
 * The pages a new installation starts with (issue 16): sensible, plain-language defaults that an
 * admin edits from the console. The terms and privacy texts describe what this software does; an
 * operator should still have them reviewed for their own jurisdiction.
 */
import type { ContentType } from '@core/form/enums';

export interface DefaultPage {
  slug: string;
  contentType: ContentType;
  title: string;
  metaDescription: string;
  content: string;
}

const ABOUT = `Formloom is a form and survey builder for people who want answers, not busywork.

## What we believe

- **Anyone can start.** Build a form as a guest, with no account and no card. Sign up when you want to keep your work, and your forms come with you.
- **Every response counts.** Answers are saved as people go, and a submission that reaches us is never lost.
- **Forms should be a pleasure.** Clear layouts, keyboard support and accessible controls for every question type.
- **Your data is yours.** Export your responses whenever you like, in CSV or Excel.

## What you can do

Build forms from 33 question types with branching logic, publish them with a link or an embed, collaborate with your team, and read the results as summaries, trends and Net Promoter Score.

Questions or ideas? Visit the [help page](/help).
`;

const HELP = `## Getting started

1. Choose **Create a form** on the home page, or start from a [template](/templates).
2. Add questions, set which ones are required, and add logic to show or skip questions based on earlier answers.
3. Select **Publish**, then share the link or embed the form on your site.

## Guests and accounts

You can build forms as a guest. Guest forms are kept in this browser; when you sign in or register, they move into your account automatically.

## Publishing limits

Guests and free accounts can publish a limited number of forms at once. [Pro](/pricing) removes the limit; credits let you publish a few more forms without a subscription.

## Responses

Open a form's responses to read each answer, see summaries per question, follow your Net Promoter Score, and export everything as CSV or Excel.

## Working together

Invite people to a form as viewers or editors from the **Share** dialog. They get a notification and an e-mail with the invitation.

## Still stuck?

Check your notifications for updates on shared forms, or ask the person who runs this Formloom site.
`;

const TERMS = `These terms apply to your use of this Formloom service. By building forms, publishing them or answering them, you agree to them.

## Your account

Keep your password safe; you are responsible for what happens under your account. You may use the service as a guest, in which case your forms are tied to this browser until you sign in.

## Your content

You own the forms you create and the responses you collect. You give us the permission we need to store, process and show them in order to run the service for you. You are responsible for having the right to collect the data your forms ask for, and for telling your respondents how you will use it.

## Acceptable use

Do not use the service to collect passwords or payment card details outside the payment question, to send spam, to deceive people (phishing), to break the law, or to harm the service or other people. We may unpublish a form that does, and tell you why.

## Plans and payments

The free plan has a limit on published forms. Pro subscriptions renew until you cancel them; you keep Pro until the end of the period you paid for. Credits are used to publish forms beyond your plan's limit.

## Availability

We work to keep the service running and your responses safe, but we cannot promise that it will never be interrupted. The service is provided as it is, to the extent the law allows.

## Changes

We may update these terms. When we make important changes we will say so on this page, with its date.
`;

const PRIVACY = `This page explains what this Formloom service stores about you and why.

## What we store

- **Your account:** username, e-mail address, name if you give one, and a hash of your password (never the password itself). If you sign in with Google, we receive your name and e-mail address from Google.
- **Your forms and responses:** what you build, and what respondents submit to your forms, including uploaded files.
- **Sessions:** a cookie that keeps you signed in (or identifies your guest session), with the address and browser it was used from, to keep your account secure.
- **Billing:** if you subscribe, our payment provider handles your card; we keep only the subscription's status and your credit history.

## What we do not do

We do not sell your data, show advertising, or use third-party tracking. Videos on our pages load from the video provider only when you choose to play them.

## Respondents

When you answer a form, your answers go to the form's owner. Ask them how they use your answers.

## Your choices

You can export your responses, change your e-mail notifications, and delete your forms at any time. To delete your account, contact the people who run this site.

## Contact

Questions about your data? Contact the people who run this Formloom site.
`;

// The home page shows the title as the section's heading, then this text.
const LANDING_TEXT = `Start in seconds without an account, build with 33 question types and branching logic, and never lose a response. When you are ready, invite your team and turn answers into decisions.
`;

const PRICING = `Start free and publish your first forms today. Upgrade to **Pro** for unlimited publishing, or buy credits when you only need a few more forms. You can cancel at any time.
`;

export const DEFAULT_PAGES: readonly DefaultPage[] = [
  {
    slug: 'about',
    contentType: 'about',
    title: 'About Formloom',
    metaDescription:
      'Formloom is a form and survey builder: start as a guest, build with 33 question types and never lose a response.',
    content: ABOUT,
  },
  {
    slug: 'help',
    contentType: 'help',
    title: 'Help',
    metaDescription:
      'How to build, publish and share forms with Formloom, read your responses and work with your team.',
    content: HELP,
  },
  {
    slug: 'terms',
    contentType: 'terms',
    title: 'Terms of service',
    metaDescription:
      'The terms for using Formloom: your account, your content, acceptable use and plans.',
    content: TERMS,
  },
  {
    slug: 'privacy',
    contentType: 'privacy',
    title: 'Privacy policy',
    metaDescription:
      'What Formloom stores about you and your respondents, why, and the choices you have.',
    content: PRIVACY,
  },
  {
    slug: 'landing-text',
    contentType: 'landing_text',
    title: 'Why teams choose Formloom',
    metaDescription: 'Why teams choose Formloom for their forms and surveys.',
    content: LANDING_TEXT,
  },
  {
    slug: 'pricing',
    contentType: 'pricing',
    title: 'Pricing',
    metaDescription:
      'Formloom pricing: start free, upgrade to Pro for unlimited publishing, or buy credits.',
    content: PRICING,
  },
];
