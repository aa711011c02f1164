/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { SchemaDocument } from './schema-document.ts';
import adminEventsQuerySchema from '../api/admin-events-query.schema.json' with { type: 'json' };
import adminEventsResponseSchema from '../api/admin-events-response.schema.json' with { type: 'json' };
import adminProgramResponseSchema from '../api/admin-program-response.schema.json' with { type: 'json' };
import adminSearchQuerySchema from '../api/admin-search-query.schema.json' with { type: 'json' };
import adminSearchResponseSchema from '../api/admin-search-response.schema.json' with { type: 'json' };
import adminUserResponseSchema from '../api/admin-user-response.schema.json' with { type: 'json' };
import applicationResponseSchema from '../api/application-response.schema.json' with { type: 'json' };
import applicationUpdateRequestSchema from '../api/application-update-request.schema.json' with { type: 'json' };
import applicationsListResponseSchema from '../api/applications-list-response.schema.json' with { type: 'json' };
import applicationsQuerySchema from '../api/applications-query.schema.json' with { type: 'json' };
import attachPlayerResponseSchema from '../api/attach-player-response.schema.json' with { type: 'json' };
import authUserSchema from '../entities/auth-user.schema.json' with { type: 'json' };
import authUserFlagsSchema from '../entities/auth-user-flags.schema.json' with { type: 'json' };
import collegeSchema from '../entities/college.schema.json' with { type: 'json' };
import collegeDivisionSchema from '../entities/college-division.schema.json' with { type: 'json' };
import collegeSearchResponseSchema from '../api/college-search-response.schema.json' with { type: 'json' };
import componentCreateRequestSchema from '../api/component-create-request.schema.json' with { type: 'json' };
import componentTypesResponseSchema from '../api/component-types-response.schema.json' with { type: 'json' };
import componentUpdateRequestSchema from '../api/component-update-request.schema.json' with { type: 'json' };
import conferenceSearchResponseSchema from '../api/conference-search-response.schema.json' with { type: 'json' };
import contactSchema from '../entities/contact.schema.json' with { type: 'json' };
import contactRequestSchema from '../api/contact-request.schema.json' with { type: 'json' };
import contentLanguageSchema from '../entities/content-language.schema.json' with { type: 'json' };
import dashboardQuerySchema from '../api/dashboard-query.schema.json' with { type: 'json' };
import dashboardResponseSchema from '../api/dashboard-response.schema.json' with { type: 'json' };
import devMailboxResponseSchema from '../api/dev-mailbox-response.schema.json' with { type: 'json' };
import draftCreateRequestSchema from '../api/draft-create-request.schema.json' with { type: 'json' };
import draftResponseSchema from '../api/draft-response.schema.json' with { type: 'json' };
import draftSavedResponseSchema from '../api/draft-saved-response.schema.json' with { type: 'json' };
import draftUpdateRequestSchema from '../api/draft-update-request.schema.json' with { type: 'json' };
import editResponseRequestSchema from '../api/edit-response-request.schema.json' with { type: 'json' };
import editResponseResponseSchema from '../api/edit-response-response.schema.json' with { type: 'json' };
import exportDownloadQuerySchema from '../api/export-download-query.schema.json' with { type: 'json' };
import fixedRoleSchema from '../entities/fixed-role.schema.json' with { type: 'json' };
import formDefinitionSchema from '../entities/form-definition.schema.json' with { type: 'json' };
import formFunnelRequestSchema from '../api/form-funnel-request.schema.json' with { type: 'json' };
import formPreviewRequestSchema from '../api/form-preview-request.schema.json' with { type: 'json' };
import formPreviewResponseSchema from '../api/form-preview-response.schema.json' with { type: 'json' };
import formVersionSchema from '../entities/form-version.schema.json' with { type: 'json' };
import formVersionResponseSchema from '../api/form-version-response.schema.json' with { type: 'json' };
import formVersionsResponseSchema from '../api/form-versions-response.schema.json' with { type: 'json' };
import headerGraphicResponseSchema from '../api/header-graphic-response.schema.json' with { type: 'json' };
import legendSchema from '../entities/legend.schema.json' with { type: 'json' };
import legendApplicationSchema from '../entities/legend-application.schema.json' with { type: 'json' };
import legendApplicationsResponseSchema from '../api/legend-applications-response.schema.json' with { type: 'json' };
import legendCategoryChoicesResponseSchema from '../api/legend-category-choices-response.schema.json' with { type: 'json' };
import legendDocumentSchema from '../entities/legend-document.schema.json' with { type: 'json' };
import legendDocumentResponseSchema from '../api/legend-document-response.schema.json' with { type: 'json' };
import legendDocumentsResponseSchema from '../api/legend-documents-response.schema.json' with { type: 'json' };
import legendNoteSchema from '../entities/legend-note.schema.json' with { type: 'json' };
import legendNoteRequestSchema from '../api/legend-note-request.schema.json' with { type: 'json' };
import legendNoteResponseSchema from '../api/legend-note-response.schema.json' with { type: 'json' };
import legendNotesResponseSchema from '../api/legend-notes-response.schema.json' with { type: 'json' };
import legendRequestSchema from '../api/legend-request.schema.json' with { type: 'json' };
import legendResponseSchema from '../api/legend-response.schema.json' with { type: 'json' };
import legendStatusesResponseSchema from '../api/legend-statuses-response.schema.json' with { type: 'json' };
import legendTeamsResponseSchema from '../api/legend-teams-response.schema.json' with { type: 'json' };
import legendsListResponseSchema from '../api/legends-list-response.schema.json' with { type: 'json' };
import legendsQuerySchema from '../api/legends-query.schema.json' with { type: 'json' };
import ncaaConferenceSchema from '../entities/ncaa-conference.schema.json' with { type: 'json' };
import optionCreateRequestSchema from '../api/option-create-request.schema.json' with { type: 'json' };
import optionUpdateRequestSchema from '../api/option-update-request.schema.json' with { type: 'json' };
import participantSchema from '../entities/participant.schema.json' with { type: 'json' };
import participantDetailResponseSchema from '../api/participant-detail-response.schema.json' with { type: 'json' };
import participantRowSchema from '../entities/participant-row.schema.json' with { type: 'json' };
import participantsListResponseSchema from '../api/participants-list-response.schema.json' with { type: 'json' };
import participantsQuerySchema from '../api/participants-query.schema.json' with { type: 'json' };
import pathLookupResponseSchema from '../api/path-lookup-response.schema.json' with { type: 'json' };
import paymentSummaryResponseSchema from '../api/payment-summary-response.schema.json' with { type: 'json' };
import permissionSchema from '../entities/permission.schema.json' with { type: 'json' };
import playerInfoQuerySchema from '../api/player-info-query.schema.json' with { type: 'json' };
import playerInfoResponseSchema from '../api/player-info-response.schema.json' with { type: 'json' };
import playerRecordSchema from '../entities/player-record.schema.json' with { type: 'json' };
import playerSearchResponseSchema from '../api/player-search-response.schema.json' with { type: 'json' };
import problemDetailsSchema from '../api/problem-details.schema.json' with { type: 'json' };
import programSchema from '../entities/program.schema.json' with { type: 'json' };
import programComponentSchema from '../entities/program-component.schema.json' with { type: 'json' };
import programComponentResponseSchema from '../api/program-component-response.schema.json' with { type: 'json' };
import programComponentsResponseSchema from '../api/program-components-response.schema.json' with { type: 'json' };
import programContactResponseSchema from '../api/program-contact-response.schema.json' with { type: 'json' };
import programContactsResponseSchema from '../api/program-contacts-response.schema.json' with { type: 'json' };
import programFamilySchema from '../entities/program-family.schema.json' with { type: 'json' };
import programQuestionResponseSchema from '../api/program-question-response.schema.json' with { type: 'json' };
import programQuestionsResponseSchema from '../api/program-questions-response.schema.json' with { type: 'json' };
import programSettingsSchema from '../entities/program-settings.schema.json' with { type: 'json' };
import programSettingsUpdateRequestSchema from '../api/program-settings-update-request.schema.json' with { type: 'json' };
import programTranslationsResponseSchema from '../api/program-translations-response.schema.json' with { type: 'json' };
import programTranslationsUpdateRequestSchema from '../api/program-translations-update-request.schema.json' with { type: 'json' };
import publicCollegeSearchResponseSchema from '../api/public-college-search-response.schema.json' with { type: 'json' };
import publicConferenceSearchResponseSchema from '../api/public-conference-search-response.schema.json' with { type: 'json' };
import publicPlayerSearchResponseSchema from '../api/public-player-search-response.schema.json' with { type: 'json' };
import publicProgramSchema from '../api/public-program.schema.json' with { type: 'json' };
import publicProgramQuerySchema from '../api/public-program-query.schema.json' with { type: 'json' };
import questionSchema from '../entities/question.schema.json' with { type: 'json' };
import questionCreateRequestSchema from '../api/question-create-request.schema.json' with { type: 'json' };
import questionOptionSchema from '../entities/option.schema.json' with { type: 'json' };
import questionUpdateRequestSchema from '../api/question-update-request.schema.json' with { type: 'json' };
import refundRequestSchema from '../api/refund-request.schema.json' with { type: 'json' };
import refundResponseSchema from '../api/refund-response.schema.json' with { type: 'json' };
import registrationStatusCodeSchema from '../entities/registration-status-code.schema.json' with { type: 'json' };
import registrationStatusNameSchema from '../entities/registration-status-name.schema.json' with { type: 'json' };
import resendConfirmationResponseSchema from '../api/resend-confirmation-response.schema.json' with { type: 'json' };
import resumeZipRequestSchema from '../api/resume-zip-request.schema.json' with { type: 'json' };
import roleSchema from '../entities/role.schema.json' with { type: 'json' };
import sandboxCompleteRequestSchema from '../api/sandbox-complete-request.schema.json' with { type: 'json' };
import sandboxCompleteResponseSchema from '../api/sandbox-complete-response.schema.json' with { type: 'json' };
import sandboxSessionResponseSchema from '../api/sandbox-session-response.schema.json' with { type: 'json' };
import startPaymentResponseSchema from '../api/start-payment-response.schema.json' with { type: 'json' };
import statusChangeResponseSchema from '../api/status-change-response.schema.json' with { type: 'json' };
import statusLogEntrySchema from '../entities/status-log-entry.schema.json' with { type: 'json' };
import statusesResponseSchema from '../api/statuses-response.schema.json' with { type: 'json' };
import submitResponseRequestSchema from '../api/submit-response-request.schema.json' with { type: 'json' };
import submitResponseResponseSchema from '../api/submit-response-response.schema.json' with { type: 'json' };
import teamSchema from '../entities/team.schema.json' with { type: 'json' };
import testEmailRequestSchema from '../api/test-email-request.schema.json' with { type: 'json' };
import testEmailResponseSchema from '../api/test-email-response.schema.json' with { type: 'json' };
import transactionSchema from '../entities/transaction.schema.json' with { type: 'json' };
import translatableTextSchema from '../entities/translatable-text.schema.json' with { type: 'json' };
import translationLanguageSchema from '../entities/translation-language.schema.json' with { type: 'json' };
import uploadResponseSchema from '../api/upload-response.schema.json' with { type: 'json' };
import uploadedFileEntrySchema from '../entities/uploaded-file.schema.json' with { type: 'json' };
import voidResponseSchema from '../api/void-response.schema.json' with { type: 'json' };
import webhookReceiptSchema from '../api/webhook-receipt.schema.json' with { type: 'json' };

/** Title of a JSON Schema document of @huddle/schemas (also its TypeScript type name). */
export type SchemaName =
  | 'AdminEventsQuery'
  | 'AdminEventsResponse'
  | 'AdminProgramResponse'
  | 'AdminSearchQuery'
  | 'AdminSearchResponse'
  | 'AdminUserResponse'
  | 'ApplicationResponse'
  | 'ApplicationUpdateRequest'
  | 'ApplicationsListResponse'
  | 'ApplicationsQuery'
  | 'AttachPlayerResponse'
  | 'AuthUser'
  | 'AuthUserFlags'
  | 'College'
  | 'CollegeDivision'
  | 'CollegeSearchResponse'
  | 'ComponentCreateRequest'
  | 'ComponentTypesResponse'
  | 'ComponentUpdateRequest'
  | 'ConferenceSearchResponse'
  | 'Contact'
  | 'ContactRequest'
  | 'ContentLanguage'
  | 'DashboardQuery'
  | 'DashboardResponse'
  | 'DevMailboxResponse'
  | 'DraftCreateRequest'
  | 'DraftResponse'
  | 'DraftSavedResponse'
  | 'DraftUpdateRequest'
  | 'EditResponseRequest'
  | 'EditResponseResponse'
  | 'ExportDownloadQuery'
  | 'FixedRole'
  | 'FormDefinition'
  | 'FormFunnelRequest'
  | 'FormPreviewRequest'
  | 'FormPreviewResponse'
  | 'FormVersion'
  | 'FormVersionResponse'
  | 'FormVersionsResponse'
  | 'HeaderGraphicResponse'
  | 'Legend'
  | 'LegendApplication'
  | 'LegendApplicationsResponse'
  | 'LegendCategoryChoicesResponse'
  | 'LegendDocument'
  | 'LegendDocumentResponse'
  | 'LegendDocumentsResponse'
  | 'LegendNote'
  | 'LegendNoteRequest'
  | 'LegendNoteResponse'
  | 'LegendNotesResponse'
  | 'LegendRequest'
  | 'LegendResponse'
  | 'LegendStatusesResponse'
  | 'LegendTeamsResponse'
  | 'LegendsListResponse'
  | 'LegendsQuery'
  | 'NcaaConference'
  | 'OptionCreateRequest'
  | 'OptionUpdateRequest'
  | 'Participant'
  | 'ParticipantDetailResponse'
  | 'ParticipantRow'
  | 'ParticipantsListResponse'
  | 'ParticipantsQuery'
  | 'PathLookupResponse'
  | 'PaymentSummaryResponse'
  | 'Permission'
  | 'PlayerInfoQuery'
  | 'PlayerInfoResponse'
  | 'PlayerRecord'
  | 'PlayerSearchResponse'
  | 'ProblemDetails'
  | 'Program'
  | 'ProgramComponent'
  | 'ProgramComponentResponse'
  | 'ProgramComponentsResponse'
  | 'ProgramContactResponse'
  | 'ProgramContactsResponse'
  | 'ProgramFamily'
  | 'ProgramQuestionResponse'
  | 'ProgramQuestionsResponse'
  | 'ProgramSettings'
  | 'ProgramSettingsUpdateRequest'
  | 'ProgramTranslationsResponse'
  | 'ProgramTranslationsUpdateRequest'
  | 'PublicCollegeSearchResponse'
  | 'PublicConferenceSearchResponse'
  | 'PublicPlayerSearchResponse'
  | 'PublicProgram'
  | 'PublicProgramQuery'
  | 'Question'
  | 'QuestionCreateRequest'
  | 'QuestionOption'
  | 'QuestionUpdateRequest'
  | 'RefundRequest'
  | 'RefundResponse'
  | 'RegistrationStatusCode'
  | 'RegistrationStatusName'
  | 'ResendConfirmationResponse'
  | 'ResumeZipRequest'
  | 'Role'
  | 'SandboxCompleteRequest'
  | 'SandboxCompleteResponse'
  | 'SandboxSessionResponse'
  | 'StartPaymentResponse'
  | 'StatusChangeResponse'
  | 'StatusLogEntry'
  | 'StatusesResponse'
  | 'SubmitResponseRequest'
  | 'SubmitResponseResponse'
  | 'Team'
  | 'TestEmailRequest'
  | 'TestEmailResponse'
  | 'Transaction'
  | 'TranslatableText'
  | 'TranslationLanguage'
  | 'UploadResponse'
  | 'UploadedFileEntry'
  | 'VoidResponse'
  | 'WebhookReceipt';

/** Every JSON Schema document of schemas/entities and schemas/api, by title: register them all in ajv (their $refs resolve by $id) or publish them in OpenAPI. */
export const schemaDocuments: Readonly<Record<SchemaName, SchemaDocument>> = {
  AdminEventsQuery: adminEventsQuerySchema,
  AdminEventsResponse: adminEventsResponseSchema,
  AdminProgramResponse: adminProgramResponseSchema,
  AdminSearchQuery: adminSearchQuerySchema,
  AdminSearchResponse: adminSearchResponseSchema,
  AdminUserResponse: adminUserResponseSchema,
  ApplicationResponse: applicationResponseSchema,
  ApplicationUpdateRequest: applicationUpdateRequestSchema,
  ApplicationsListResponse: applicationsListResponseSchema,
  ApplicationsQuery: applicationsQuerySchema,
  AttachPlayerResponse: attachPlayerResponseSchema,
  AuthUser: authUserSchema,
  AuthUserFlags: authUserFlagsSchema,
  College: collegeSchema,
  CollegeDivision: collegeDivisionSchema,
  CollegeSearchResponse: collegeSearchResponseSchema,
  ComponentCreateRequest: componentCreateRequestSchema,
  ComponentTypesResponse: componentTypesResponseSchema,
  ComponentUpdateRequest: componentUpdateRequestSchema,
  ConferenceSearchResponse: conferenceSearchResponseSchema,
  Contact: contactSchema,
  ContactRequest: contactRequestSchema,
  ContentLanguage: contentLanguageSchema,
  DashboardQuery: dashboardQuerySchema,
  DashboardResponse: dashboardResponseSchema,
  DevMailboxResponse: devMailboxResponseSchema,
  DraftCreateRequest: draftCreateRequestSchema,
  DraftResponse: draftResponseSchema,
  DraftSavedResponse: draftSavedResponseSchema,
  DraftUpdateRequest: draftUpdateRequestSchema,
  EditResponseRequest: editResponseRequestSchema,
  EditResponseResponse: editResponseResponseSchema,
  ExportDownloadQuery: exportDownloadQuerySchema,
  FixedRole: fixedRoleSchema,
  FormDefinition: formDefinitionSchema,
  FormFunnelRequest: formFunnelRequestSchema,
  FormPreviewRequest: formPreviewRequestSchema,
  FormPreviewResponse: formPreviewResponseSchema,
  FormVersion: formVersionSchema,
  FormVersionResponse: formVersionResponseSchema,
  FormVersionsResponse: formVersionsResponseSchema,
  HeaderGraphicResponse: headerGraphicResponseSchema,
  Legend: legendSchema,
  LegendApplication: legendApplicationSchema,
  LegendApplicationsResponse: legendApplicationsResponseSchema,
  LegendCategoryChoicesResponse: legendCategoryChoicesResponseSchema,
  LegendDocument: legendDocumentSchema,
  LegendDocumentResponse: legendDocumentResponseSchema,
  LegendDocumentsResponse: legendDocumentsResponseSchema,
  LegendNote: legendNoteSchema,
  LegendNoteRequest: legendNoteRequestSchema,
  LegendNoteResponse: legendNoteResponseSchema,
  LegendNotesResponse: legendNotesResponseSchema,
  LegendRequest: legendRequestSchema,
  LegendResponse: legendResponseSchema,
  LegendStatusesResponse: legendStatusesResponseSchema,
  LegendTeamsResponse: legendTeamsResponseSchema,
  LegendsListResponse: legendsListResponseSchema,
  LegendsQuery: legendsQuerySchema,
  NcaaConference: ncaaConferenceSchema,
  OptionCreateRequest: optionCreateRequestSchema,
  OptionUpdateRequest: optionUpdateRequestSchema,
  Participant: participantSchema,
  ParticipantDetailResponse: participantDetailResponseSchema,
  ParticipantRow: participantRowSchema,
  ParticipantsListResponse: participantsListResponseSchema,
  ParticipantsQuery: participantsQuerySchema,
  PathLookupResponse: pathLookupResponseSchema,
  PaymentSummaryResponse: paymentSummaryResponseSchema,
  Permission: permissionSchema,
  PlayerInfoQuery: playerInfoQuerySchema,
  PlayerInfoResponse: playerInfoResponseSchema,
  PlayerRecord: playerRecordSchema,
  PlayerSearchResponse: playerSearchResponseSchema,
  ProblemDetails: problemDetailsSchema,
  Program: programSchema,
  ProgramComponent: programComponentSchema,
  ProgramComponentResponse: programComponentResponseSchema,
  ProgramComponentsResponse: programComponentsResponseSchema,
  ProgramContactResponse: programContactResponseSchema,
  ProgramContactsResponse: programContactsResponseSchema,
  ProgramFamily: programFamilySchema,
  ProgramQuestionResponse: programQuestionResponseSchema,
  ProgramQuestionsResponse: programQuestionsResponseSchema,
  ProgramSettings: programSettingsSchema,
  ProgramSettingsUpdateRequest: programSettingsUpdateRequestSchema,
  ProgramTranslationsResponse: programTranslationsResponseSchema,
  ProgramTranslationsUpdateRequest: programTranslationsUpdateRequestSchema,
  PublicCollegeSearchResponse: publicCollegeSearchResponseSchema,
  PublicConferenceSearchResponse: publicConferenceSearchResponseSchema,
  PublicPlayerSearchResponse: publicPlayerSearchResponseSchema,
  PublicProgram: publicProgramSchema,
  PublicProgramQuery: publicProgramQuerySchema,
  Question: questionSchema,
  QuestionCreateRequest: questionCreateRequestSchema,
  QuestionOption: questionOptionSchema,
  QuestionUpdateRequest: questionUpdateRequestSchema,
  RefundRequest: refundRequestSchema,
  RefundResponse: refundResponseSchema,
  RegistrationStatusCode: registrationStatusCodeSchema,
  RegistrationStatusName: registrationStatusNameSchema,
  ResendConfirmationResponse: resendConfirmationResponseSchema,
  ResumeZipRequest: resumeZipRequestSchema,
  Role: roleSchema,
  SandboxCompleteRequest: sandboxCompleteRequestSchema,
  SandboxCompleteResponse: sandboxCompleteResponseSchema,
  SandboxSessionResponse: sandboxSessionResponseSchema,
  StartPaymentResponse: startPaymentResponseSchema,
  StatusChangeResponse: statusChangeResponseSchema,
  StatusLogEntry: statusLogEntrySchema,
  StatusesResponse: statusesResponseSchema,
  SubmitResponseRequest: submitResponseRequestSchema,
  SubmitResponseResponse: submitResponseResponseSchema,
  Team: teamSchema,
  TestEmailRequest: testEmailRequestSchema,
  TestEmailResponse: testEmailResponseSchema,
  Transaction: transactionSchema,
  TranslatableText: translatableTextSchema,
  TranslationLanguage: translationLanguageSchema,
  UploadResponse: uploadResponseSchema,
  UploadedFileEntry: uploadedFileEntrySchema,
  VoidResponse: voidResponseSchema,
  WebhookReceipt: webhookReceiptSchema,
};
