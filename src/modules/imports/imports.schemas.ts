import { z } from 'zod';
import { IMPORT_FIELDS } from './parse/header-words.js';
import { DATE_FORMATS } from './parse/values.js';

const SOURCE_FORMATS = ['TOGGL', 'CLOCKIFY', 'HARVEST', 'GENERIC'] as const;
const IMPORT_STATUSES = [
  'ANALYSING',
  'NEEDS_MAPPING',
  'READY',
  'IMPORTING',
  'DONE',
  'UNDONE',
  'DISCARDED',
  'FAILED',
] as const;

/** Field → the file's column, by header text or 0-based index. */
const columnMapping = z
  .partialRecord(z.enum(IMPORT_FIELDS), z.union([z.string().min(1).max(200), z.number().int().min(0).max(500)]))
  .describe('Which column holds each field: the header as written, or its 0-based position');

export const importParams = z.object({ importId: z.uuid() });

export const uploadQuery = z.object({
  fileName: z.string().trim().min(1).max(255).describe('The file’s name, shown in the list of imports'),
  format: z.enum(SOURCE_FORMATS).optional().describe('Read the file as this tool’s export whatever its headers say'),
  dateFormat: z.enum(DATE_FORMATS).optional().describe('The day/month order, when the analysis asked for it'),
});

export const analyseBody = z.object({
  format: z.enum(SOURCE_FORMATS).optional(),
  mapping: columnMapping.optional(),
  dateFormat: z.enum(DATE_FORMATS).optional(),
});

export const confirmBody = z.object({
  entryStatus: z
    .enum(['APPROVED', 'PENDING'])
    .describe('APPROVED: history, already reviewed elsewhere; PENDING: up for review in Approvals'),
  people: z
    .array(
      z.object({
        key: z.string().min(1).max(400).describe('A person of the preview (people[].key)'),
        memberId: z.uuid().optional().describe('Their time goes to this member'),
        email: z.email().max(254).optional().describe('Add them as a new member, not invited, with this address'),
      }),
    )
    .max(2000)
    .default([])
    .describe('Choices for the preview’s people: required for NAME (confirm or replace the match) and NEEDS_EMAIL'),
});

export const problemsQuery = z.object({
  after: z.coerce.number().int().min(0).default(0).describe('Rows after this row number'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const detectedSchema = z.object({
  format: z.enum(SOURCE_FORMATS),
  dialect: z.object({ encoding: z.string(), bom: z.boolean(), separator: z.string() }),
  headers: z.array(z.string()),
  headerSignature: z.string(),
  mapping: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  suggestedMapping: z.record(z.string(), z.union([z.string(), z.number()])),
  unknownColumns: z.array(z.string()),
  ignoredColumns: z.array(z.string()),
  currency: z.string().nullable(),
  dateFormat: z.string().nullable(),
  dateFormatAmbiguous: z.boolean(),
  dateFormatCandidates: z.array(z.string()),
  decimalSeparator: z.string(),
  missingFields: z.array(z.object({ anyOf: z.array(z.string()), message: z.string() })),
  mappingProblems: z.array(z.string()),
  needsMapping: z.boolean(),
});

const previewSchema = z.object({
  detected: detectedSchema,
  rows: z
    .object({ rows: z.number(), importable: z.number(), refused: z.number(), alreadyImported: z.number() })
    .optional(),
  hours: z.number().optional(),
  firstDay: z.string().nullable().optional(),
  lastDay: z.string().nullable().optional(),
  people: z
    .array(
      z.object({
        key: z.string(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        rows: z.number(),
        hours: z.number(),
        match: z.enum(['EMAIL', 'NAME', 'NEW', 'NEEDS_EMAIL']),
        memberId: z.string().nullable(),
        memberName: z.string().nullable(),
      }),
    )
    .optional(),
  projects: z
    .array(z.object({ client: z.string(), name: z.string(), rows: z.number(), hours: z.number(), exists: z.boolean() }))
    .optional(),
  create: z
    .object({ clients: z.array(z.string()), projects: z.number(), tasks: z.number(), tags: z.array(z.string()) })
    .optional(),
});

export const importJobSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileBytes: z.number(),
  status: z.enum(IMPORT_STATUSES),
  entryStatus: z.enum(['APPROVED', 'PENDING']).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: z.object({
    rowsDone: z.number(),
    rowsTotal: z.number().nullable(),
    percent: z.number().nullable().describe('Of the file read so far, 0 to 100, while analysing or importing'),
    secondsLeft: z.number().nullable().describe('At the pace so far; null until there is one'),
  }),
  preview: previewSchema.nullable(),
  result: z
    .object({
      rows: z.number(),
      entries: z.number(),
      refused: z.number(),
      alreadyImported: z.number(),
      projectsCreated: z.number(),
      peopleAdded: z.number().describe('Members added, not invited, for people of the file'),
    })
    .nullable(),
  failure: z.string().nullable(),
});

export const importListSchema = z.object({ items: z.array(importJobSchema) });

export const problemsPageSchema = z.object({
  items: z.array(
    z.object({
      rowNumber: z.number(),
      line: z.number(),
      code: z.string(),
      column: z.string().nullable(),
      message: z.string(),
    }),
  ),
  nextAfter: z.number().nullable(),
});

export type ConfirmInput = z.output<typeof confirmBody>;
export type AnalyseInput = z.output<typeof analyseBody>;
