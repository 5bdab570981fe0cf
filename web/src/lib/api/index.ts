export { api, unwrap, type ApiPaths } from './client';
export { ApiError, type ErrorBody } from './api-error';
export { chooseOrganization, chosenOrganizationId, subscribeToOrganization } from './organization';
