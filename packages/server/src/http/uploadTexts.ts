/** What a request whose multipart form cannot be read is answered (a module of its own: errors.ts's client errors say it too). */
export const UNREADABLE_UPLOAD = 'The upload could not be read: send it again as a form (multipart/form-data) with the file attached.';
