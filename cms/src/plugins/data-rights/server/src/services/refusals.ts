/**
 * An admin's action on a request that cannot go ahead (not verified, answered already, the site or the mail
 * server did not answer); its message is for the admin who asked, and nothing was changed.
 */
export class RequestRefused extends Error {
  status: number;
  constructor(message: string, status = 409) {
    super(message);
    this.name = 'RequestRefused';
    this.status = status;
  }
}
