/**
 * The shared report's page (issue 32, item 5): server-rendered HTML with no script. One heading per
 * question, each figure in a table with a caption and header cells scoped to their rows and
 * columns, so a screen reader reads every count with its answer. Every text from the form or its
 * answers is escaped.
 */
import type { CrosstabResponse } from '@core/api/crosstab';
import type { QuestionSummary } from '@core/api/responses';
import type { ReportFilters } from '@core/api/shared-reports';
import type { ReportContent } from './report-content';
import type { ReportTrend } from './report-trend';
import { REPORT_CSS } from './report-style';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const number = (n: number): string => n.toLocaleString('en');
const percentText = (p: number): string =>
  `${p.toLocaleString('en', { maximumFractionDigits: 1 })}%`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="description" content="A read-only summary of a form's responses, shared with Formloom.">
<title>${escapeHtml(title)}</title>
<style>${REPORT_CSS}</style>
</head><body>${body}
<footer><p>A read-only report made with Formloom. It shows totals only, never individual responses.</p></footer>
</body></html>`;
}

const day = (iso: string) => iso.slice(0, 10);

/** What the saved filters cover, in words; answer conditions by number, not by value. */
export function describeScope(filters: ReportFilters): string {
  const parts: string[] = [];
  if (filters.from && filters.to)
    parts.push(`submitted ${day(filters.from)} to ${day(filters.to)}`);
  else if (filters.from) parts.push(`submitted from ${day(filters.from)}`);
  else if (filters.to) parts.push(`submitted until ${day(filters.to)}`);
  if (filters.completed === true) parts.push('completed only');
  if (filters.completed === false) parts.push('unfinished only');
  const n = filters.filters?.length ?? 0;
  if (n > 0) {
    const joined = n > 1 ? (filters.any ? ', any of them' : ', all of them') : '';
    parts.push(`matching ${n} answer condition${n > 1 ? 's' : ''}${joined}`);
  }
  return parts.length === 0 ? 'All responses' : `Responses ${parts.join('; ')}`;
}

function countsTable(q: QuestionSummary): string {
  const rows = (q.counts ?? [])
    .map(
      (
        r,
      ) => `<tr><th scope="row">${escapeHtml(r.value)}<span class="bar" aria-hidden="true"><span style="width:${Math.min(100, Math.max(0, r.percent))}%"></span></span></th>
<td class="n">${number(r.count)}</td><td class="n">${percentText(r.percent)}</td></tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table><caption>Answers to “${escapeHtml(q.title)}”</caption>
<thead><tr><th scope="col">Answer</th><th scope="col" class="n">Responses</th><th scope="col" class="n">Share</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function figures(q: QuestionSummary): string {
  const items: [string, string][] = [];
  if (q.nps) {
    items.push(['NPS', q.nps.score === null ? '–' : number(q.nps.score)]);
    items.push(['Promoters', percentText(q.nps.promoters)]);
    items.push(['Passives', percentText(q.nps.passives)]);
    items.push(['Detractors', percentText(q.nps.detractors)]);
  }
  if (q.average !== undefined && q.average !== null) items.push(['Average', number(q.average)]);
  if (q.min !== undefined && q.min !== null) items.push(['Lowest', number(q.min)]);
  if (q.max !== undefined && q.max !== null) items.push(['Highest', number(q.max)]);
  if (items.length === 0) return '';
  return `<dl>${items.map(([k, v]) => `<div><dt>${k}</dt><dd>${escapeHtml(v)}</dd></div>`).join('')}</dl>`;
}

function gridTable(q: QuestionSummary): string {
  const cells = q.grid ?? [];
  const rows = [...new Set(cells.map((c) => c.row))];
  const columns = [...new Set(cells.map((c) => c.column))];
  const count = (r: string, c: string) =>
    cells.find((x) => x.row === r && x.column === c)?.count ?? 0;
  const head = columns.map((c) => `<th scope="col" class="n">${escapeHtml(c)}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${escapeHtml(r)}</th>${columns.map((c) => `<td class="n">${number(count(r, c))}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table><caption>Answers to “${escapeHtml(q.title)}”, row by column</caption>
<thead><tr><td></td>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function rankingTable(q: QuestionSummary): string {
  const rows = (q.positions ?? [])
    .map(
      (p) =>
        `<tr><th scope="row">${escapeHtml(p.value)}</th><td class="n">${p.averagePosition === null ? '–' : number(p.averagePosition)}</td></tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table><caption>Average position in “${escapeHtml(q.title)}” (1 is first)</caption>
<thead><tr><th scope="col">Option</th><th scope="col" class="n">Average position</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function texts(q: QuestionSummary): string {
  const recent = q.recent ?? [];
  if (recent.length === 0) return '';
  return `<h3 class="scope">Latest answers</h3><ul class="texts">${recent.map((r) => `<li>${escapeHtml(r.text)}</li>`).join('')}</ul>`;
}

function questionSection(q: QuestionSummary, index: number): string {
  const id = `q${index}`;
  const answered = `<p class="scope">${number(q.answered)} answered</p>`;
  let body: string;
  if (q.answered === 0) body = '<p class="empty">No answers under these filters.</p>';
  else
    body =
      figures(q) +
      (q.counts && q.counts.length > 0 ? countsTable(q) : '') +
      (q.grid ? gridTable(q) : '') +
      (q.positions ? rankingTable(q) : '') +
      texts(q);
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(q.title || 'Untitled question')}</h2>${answered}${body}</section>`;
}

function crosstabSection(table: CrosstabResponse, index: number): string {
  const id = `x${index}`;
  const title = `${table.row.title} by ${table.column.title}`;
  const head = table.columnTotals
    .map((c) => `<th scope="col" class="n">${escapeHtml(c.value)}</th>`)
    .join('');
  const body = table.rowTotals
    .map((r) => {
      const cells = table.cells
        .filter((c) => c.row === r.value)
        .map(
          (c) => `<td class="n">${number(c.count)} <small>(${percentText(c.percent)})</small></td>`,
        )
        .join('');
      return `<tr><th scope="row">${escapeHtml(r.value)}</th>${cells}<td class="n">${number(r.count)}</td></tr>`;
    })
    .join('');
  const totals = `<tr><th scope="row">Total</th>${table.columnTotals.map((c) => `<td class="n">${number(c.count)}</td>`).join('')}<td class="n">${number(table.total)}</td></tr>`;
  const content =
    table.total === 0
      ? '<p class="empty">No responses answered both questions under these filters.</p>'
      : `<div class="table-wrap"><table><caption>Responses by “${escapeHtml(table.row.title)}” (rows) and “${escapeHtml(table.column.title)}” (columns); percentages of each row</caption>
<thead><tr><td></td>${head}<th scope="col" class="n">Total</th></tr></thead><tbody>${body}</tbody><tfoot>${totals}</tfoot></table></div>`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${content}</section>`;
}

export interface ReportPage {
  formTitle: string;
  name: string;
  filters: ReportFilters;
  content: ReportContent;
}

/** Responses per month, with the score questions' averages: a table, oldest month first. */
function trendSection(trend: ReportTrend): string {
  if (trend.months.length < 2) return '';
  const head = trend.questions
    .map((q) => `<th scope="col">Average: ${escapeHtml(q.title || 'Untitled question')}</th>`)
    .join('');
  const rows = trend.months
    .map((m) => {
      const averages = m.averages
        .map((a) => `<td class="n">${a === null ? '–' : number(a)}</td>`)
        .join('');
      return `<tr><th scope="row">${m.month}</th><td class="n">${number(m.responses)}</td>${averages}</tr>`;
    })
    .join('');
  return `<section aria-labelledby="trend"><h2 id="trend">Over time</h2>
<div class="table-wrap"><table><caption>Responses per month (UTC)</caption>
<thead><tr><th scope="col">Month</th><th scope="col">Responses</th>${head}</tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

export function renderReportPage(report: ReportPage): string {
  const { content } = report;
  const questions = trendSection(content.trend) + content.questions.map(questionSection).join('');
  const crosstabs = content.crosstabs.map(crosstabSection).join('');
  const nothing =
    content.questions.length === 0 && content.crosstabs.length === 0
      ? '<section><p class="empty">This form has no questions a report can show.</p></section>'
      : '';
  const body = `<header><p class="eyebrow">Shared report · ${escapeHtml(report.name)}</p>
<h1>${escapeHtml(report.formTitle || 'Untitled form')}</h1>
<p class="scope">${escapeHtml(describeScope(report.filters))}: <strong>${number(content.totalResponses)}</strong> response${content.totalResponses === 1 ? '' : 's'}</p></header>
<main>${questions}${crosstabs}${nothing}</main>`;
  return page(`${report.name} · ${report.formTitle || 'Untitled form'} · Formloom`, body);
}

/** The saved filters name a question the form no longer has (or no longer fits). */
export function renderOutdatedReport(formTitle: string, name: string): string {
  return page(
    `${name} · Formloom`,
    `<header><p class="eyebrow">Shared report · ${escapeHtml(name)}</p><h1>${escapeHtml(formTitle || 'Untitled form')}</h1></header>
<main><section><h2>This report needs updating</h2><p>The form has changed since this report was shared, and its filters no longer fit the questions. Ask the person who shared it for a new link.</p></section></main>`,
  );
}

/** An unknown or revoked link: nothing about any form. */
export function renderMissingReport(): string {
  return page(
    'Report not found · Formloom',
    `<main><h1>Report not found</h1><p>This link does not lead to a report. It may have been revoked, or mistyped.</p></main>`,
  );
}
