// The clients GraphQL operations the e2e tests use, written as the portal sends them.
export const CLIENT_FIELDS = `id practiceId firstName lastName name email phone formattedPhone clientType invitedFrom lastAppointmentDate
  address addressTwo city state postalCode country fullAddress createdAt deletedAt notes { id text time noteType appointmentId } customPrices { id serviceId amountCents }`;
export const CREATE_CLIENT = `mutation($client: NewClientInput!) { createClient(client: $client) { result errors client { ${CLIENT_FIELDS} } } }`;
export const EDIT_CLIENT = `mutation($clientId: ID!, $client: EditClientInput!) { editClient(clientId: $clientId, client: $client) { result errors client { ${CLIENT_FIELDS} } } }`;
export const DELETE_CLIENT = `mutation($clientId: ID!) { deleteClient(clientId: $clientId) { result errors } }`;
export const ADD_NOTE = `mutation($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {
  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) { result errors note { id text time noteType appointmentId } } }`;
export const INVITE_CLIENTS = `mutation($clients: [NewClientInput!]!) { inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } } }`;
export const CLIENTS = `query($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {
  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) { totalCount clients { id name email phone formattedPhone lastAppointmentDate clientType invitedFrom } } }`;
export const CLIENT = `query($clientId: ID!) { client(clientId: $clientId) { ${CLIENT_FIELDS} } }`;
export const VIEW_PHONE = `mutation($id: ID!) { viewPhone(id: $id) { formattedPhoneNumber phoneNumber } }`;
export const PAST_APPOINTMENTS = `query($clientId: ID!, $limit: Int) { pastAppointments(clientId: $clientId, limit: $limit) { id startsAt state notes { id text } } }`;
export const UPCOMING_APPOINTMENTS = `query($clientId: ID!) { upcomingAppointments(clientId: $clientId) { id startsAt state instantActionToken notes { id text noteType appointmentId } } }`;

export const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0134' };
