import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireRole } from '../auth/guard.ts';
import { parseCsv, readUploadedFile, reportInCallersLanguage, sendCsv } from '../csv/csvFiles.ts';
import type { AppContext } from '../http/context.ts';
import { idParams, sellerErrors, uploadErrors } from '../shared/schemas.ts';
import { convertLeadToOrder } from './convert.ts';
import { exportContactsCsv, exportLeadsCsv, importContactsCsv, importLeadsCsv } from './csv.ts';
import {
  createContact,
  createLead,
  createTask,
  deleteContact,
  deleteLead,
  deleteTask,
  listContacts,
  listLeads,
  listTasks,
  updateContact,
  updateLead,
  updateTask,
} from './records.ts';
import {
  contactCreateBody,
  contactResponse,
  contactUpdateBody,
  conversionResponse,
  convertQuery,
  importResponse,
  leadCreateBody,
  leadResponse,
  leadUpdateBody,
  listQuery,
  remindersResponse,
  statsResponse,
  taskCreateBody,
  taskResponse,
  taskUpdateBody,
} from './schemas.ts';
import { crmStats, taskReminders } from './stats.ts';

type LeadBody = Partial<z.output<typeof leadCreateBody>>;
type TaskBody = Partial<z.output<typeof taskCreateBody>>;

const leadFields = (body: LeadBody) => ({
  title: body.title,
  description: body.description,
  nextStep: body.next_step,
  contactId: body.contact_id,
  valueAmountPaise: body.value_amount,
  stage: body.stage,
  listingId: body.listing_id,
  quantity: body.quantity,
});

const taskFields = (body: TaskBody) => ({
  title: body.title,
  description: body.description,
  contactId: body.contact_id,
  leadId: body.lead_id,
  dueDate: body.due_date,
  priority: body.priority,
  status: body.status,
});

/**
 * The seller's CRM: /api/v1/crm (spec toolkit §2 "CRM", §7). Contacts, leads and tasks (lists of
 * at most 100, newest first), stats, task reminders, CSV export and import of contacts and leads,
 * and lead-to-order conversion. Only the signed-in seller's records: another seller's are 404.
 */
export async function crmRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const sellerOnly = requireRole(context, 'seller');
  const seller = (request: FastifyRequest) => accountOf(request).id;
  const noContent = { 204: z.null(), ...sellerErrors };

  // ---- contacts --------------------------------------------------------------------------------
  const contacts = { tags: ['crm contacts'] };
  api.get(
    '/contacts',
    {
      schema: {
        ...contacts,
        summary: 'Contacts, newest first (at most 100)',
        querystring: listQuery,
        response: { 200: z.array(contactResponse), ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request) => listContacts(db, seller(request), request.query.limit),
  );
  api.post(
    '/contacts',
    {
      schema: { ...contacts, summary: 'Add a contact (name required)', body: contactCreateBody, response: { 201: contactResponse, ...sellerErrors } },
      onRequest: sellerOnly,
    },
    async (request, reply) => reply.code(201).send(await createContact(db, seller(request), request.body)),
  );
  api.get(
    '/contacts/export',
    { schema: { ...contacts, summary: 'Contacts as a CSV file', response: { 200: z.string(), ...sellerErrors } }, onRequest: sellerOnly },
    async (request, reply) => sendCsv(reply, 'contacts.csv', await exportContactsCsv(db, seller(request))),
  );
  api.post(
    '/contacts/import',
    {
      schema: {
        ...contacts,
        summary: 'Add or update contacts from a CSV file (matched by id, e-mail, then phone)',
        consumes: ['multipart/form-data'],
        response: { 200: importResponse, ...uploadErrors },
      },
      onRequest: sellerOnly,
    },
    async (request, reply) => reportInCallersLanguage(request, reply, await importContactsCsv(db, seller(request), parseCsv(await readUploadedFile(request)))),
  );
  api.put(
    '/contacts/:id',
    {
      schema: { ...contacts, summary: 'Change a contact', params: idParams, body: contactUpdateBody, response: { 200: contactResponse, ...sellerErrors } },
      onRequest: sellerOnly,
    },
    async (request) => updateContact(db, seller(request), request.params.id, request.body),
  );
  api.delete(
    '/contacts/:id',
    { schema: { ...contacts, summary: 'Delete a contact (its leads and tasks stay)', params: idParams, response: noContent }, onRequest: sellerOnly },
    async (request, reply) => {
      await deleteContact(db, seller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- leads -----------------------------------------------------------------------------------
  const leads = { tags: ['crm leads'] };
  api.get(
    '/leads',
    {
      schema: { ...leads, summary: 'Leads, newest first (at most 100)', querystring: listQuery, response: { 200: z.array(leadResponse), ...sellerErrors } },
      onRequest: sellerOnly,
    },
    async (request) => listLeads(db, seller(request), request.query.limit),
  );
  api.post(
    '/leads',
    {
      schema: {
        ...leads,
        summary: 'Add a lead (title required; stage new by default)',
        body: leadCreateBody,
        response: { 201: leadResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request, reply) => reply.code(201).send(await createLead(db, seller(request), { ...leadFields(request.body), title: request.body.title })),
  );
  api.get(
    '/leads/export',
    { schema: { ...leads, summary: 'Leads as a CSV file', response: { 200: z.string(), ...sellerErrors } }, onRequest: sellerOnly },
    async (request, reply) => sendCsv(reply, 'leads.csv', await exportLeadsCsv(db, seller(request))),
  );
  api.post(
    '/leads/import',
    {
      schema: {
        ...leads,
        summary: 'Add or update leads from a CSV file (matched by id)',
        consumes: ['multipart/form-data'],
        response: { 200: importResponse, ...uploadErrors },
      },
      onRequest: sellerOnly,
    },
    async (request, reply) => reportInCallersLanguage(request, reply, await importLeadsCsv(db, seller(request), parseCsv(await readUploadedFile(request)))),
  );
  api.put(
    '/leads/:id',
    {
      schema: {
        ...leads,
        summary: 'Change a lead (any stage may be set)',
        params: idParams,
        body: leadUpdateBody,
        response: { 200: leadResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request) => updateLead(db, seller(request), request.params.id, leadFields(request.body)),
  );
  api.delete(
    '/leads/:id',
    {
      schema: { ...leads, summary: 'Delete a lead (its tasks stay; an order made from it stays)', params: idParams, response: noContent },
      onRequest: sellerOnly,
    },
    async (request, reply) => {
      await deleteLead(db, seller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  api.post(
    '/leads/:id/convert-to-order',
    {
      schema: {
        ...leads,
        summary: "Turn a lead with a listing and no order into an order (quantity: the query's, else the lead's); stock is taken atomically",
        params: idParams,
        querystring: convertQuery,
        response: { 201: conversionResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request, reply) => reply.code(201).send(await convertLeadToOrder(db, seller(request), request.params.id, request.query.quantity)),
  );

  // ---- tasks -----------------------------------------------------------------------------------
  const tasks = { tags: ['crm tasks'] };
  api.get(
    '/tasks',
    {
      schema: { ...tasks, summary: 'Tasks, newest first (at most 100)', querystring: listQuery, response: { 200: z.array(taskResponse), ...sellerErrors } },
      onRequest: sellerOnly,
    },
    async (request) => listTasks(db, seller(request), request.query.limit),
  );
  api.post(
    '/tasks',
    {
      schema: {
        ...tasks,
        summary: 'Add a task (title required; medium priority, open by default)',
        body: taskCreateBody,
        response: { 201: taskResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request, reply) => reply.code(201).send(await createTask(db, seller(request), { ...taskFields(request.body), title: request.body.title })),
  );
  api.get(
    '/tasks/reminders',
    {
      schema: {
        ...tasks,
        summary: 'Open tasks due today, overdue and due in the next 7 days (India time)',
        response: { 200: remindersResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request) => taskReminders(db, seller(request)),
  );
  api.put(
    '/tasks/:id',
    {
      schema: {
        ...tasks,
        summary: 'Change a task (e.g. only its status)',
        params: idParams,
        body: taskUpdateBody,
        response: { 200: taskResponse, ...sellerErrors },
      },
      onRequest: sellerOnly,
    },
    async (request) => updateTask(db, seller(request), request.params.id, taskFields(request.body)),
  );
  api.delete(
    '/tasks/:id',
    { schema: { ...tasks, summary: 'Delete a task', params: idParams, response: noContent }, onRequest: sellerOnly },
    async (request, reply) => {
      await deleteTask(db, seller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- stats -----------------------------------------------------------------------------------
  api.get(
    '/stats',
    {
      schema: { tags: ['crm'], summary: 'Contacts, open leads and their value (rupees)', response: { 200: statsResponse, ...sellerErrors } },
      onRequest: sellerOnly,
    },
    async (request) => crmStats(db, seller(request)),
  );
}
