import type { MessageKey } from './messageCatalogue.js';

/**
 * The messages translated into every language so far: the ones a person meets first (signing in,
 * accounts, the shared failure rules, folders and links, the palette). Every language's `messages`
 * section holds exactly these (messageCatalogues.test.ts); any other message shows in English.
 */
export const translatedMessages = [
  // Shared client failure rules (spec-core §8)
  'serverUnavailable', 'offline',
  // The command palette (issue 29). Its result count and web-search row, and the connection
  // banner, are the screens' own texts (the palette and shell sections), not translated twice here.
  'searchQueryInvalid', 'paletteDeviceWoken', 'paletteCodeCopied', 'paletteSnippetCopied', 'paletteTodoCompleted',
  'webSearchEngineUnknown', 'webSearchUrlInvalid', 'webSearchTemplateInvalid',
  'webSearchUrlHidden', 'webSearchUrlBackslash', 'webSearchSaved',
  // Login and accounts (spec-core §5, spec-features §5)
  'usernameEmpty', 'passwordEmpty', 'loginFailed', 'loginSuccess', 'invalidCredentials', 'tooManyAttempts', 'fillAllFields',
  'descriptionTooLong', 'descriptionInvalid', 'passwordsDoNotMatch', 'passwordTooShort', 'usernameTaken', 'setupDone',
  'setupCodeInvalid', 'setupClosed', 'unauthorized', 'forbidden', 'apiRunning',
  // API keys (issue 45 item 5)
  'apiKeyNameRequired', 'apiKeyNameTooLong', 'apiKeyScopeInvalid', 'apiKeyExpiryInvalid', 'apiKeyTooMany', 'apiKeyAreasInvalid',
  'apiKeyAreasNeedWrite', 'apiKeyAreaRefused', 'apiKeyNotFound', 'apiKeyRevoked', 'apiKeyInvalid', 'apiKeyReadOnly',
  'apiKeyNotHere', 'apiKeyCopied',
  // A second factor on Hearth's own sign-in (issue 45 item 4)
  'secondFactorCodeMissing', 'secondFactorCodeWrong', 'secondFactorPendingInvalid', 'secondFactorNone',
  'secondFactorProofMissing', 'secondFactorProofWrong', 'totpEnrolCodeFormat', 'totpEnrolNotStarted', 'totpAlreadyOn', 'totpOff',
  'totpEnrolled', 'totpRemoved', 'recoveryCodesNeedFactor', 'recoveryCodesRenewed', 'passkeyNameRequired', 'passkeyNameTooLong',
  'passkeyAnswerInvalid', 'passkeyChallengeExpired', 'passkeyRejected', 'passkeyUnknown', 'passkeyNotFound', 'passkeyDuplicate',
  'passkeyTooMany', 'passkeyAdded', 'passkeyRemoved', 'passkeyNeedsName', 'passkeyNeedsHttps', 'factorsReset',
  'factorsResetSelf', 'factorsLoadFailed', 'factorsChangeFailed', 'recoveryCodesCopied', 'apiKeyCreateFailed',
  'apiKeyRevokeFailed', 'sessionIdInvalid', 'sessionNotFound', 'sessionRevoked', 'sessionsRevokedOthers', 'sessionRevokeFailed',
  // Accounts, profile and branding (spec-features §5, §8)
  'fieldTooLong', 'avatarRequired', 'notAuthorizedPage', 'userNotFound', 'superAdminNotDeletable', 'lastSuperAdmin',
  'accountSaved', 'accountSaveFailed', 'accountFetchFailed', 'userDeleted', 'userDeleteFailed', 'passwordChanged',
  'passwordResetRequired', 'passwordResetMismatch', 'passwordChangeFailed', 'avatarUpdated', 'avatarUpdateFailed',
  'avatarPhotoUnreadable', 'avatarPhotoTooLarge', 'brandingRemoved', 'brandingApplied', 'brandingRemoveFailed',
  'brandingApplyFailed',
  // Themes (spec-features §8)
  'themeSaved', 'themeNotSaved', 'themeUnknown',
  // General settings (spec-features §5, §8)
  'siteNameRequired', 'siteLogoRequired', 'settingsSaved', 'loopbackRefused', 'desktopSettingSaved', 'desktopSettingFailed',
  'settingsSaveFailed', 'settingsFetchFailed',
  // Listings (spec-core §5, §8)
  'selectIcon', 'linkNeedsUrl', 'linkUrlInvalid', 'localUrlInvalid', 'pageLinkInvalid', 'folderSaved', 'folderSaveFailed',
  'folderFetchFailed', 'linkSaved', 'linkSaveFailed', 'linkFetchFailed', 'todoSaved', 'todoSaveFailed', 'todoFetchFailed',
  'reorderFailed', 'reordered', 'deleteFailed', 'deleted', 'deleteWithContents', 'moveFailed', 'moved', 'moveSelectFolder',
  'moveIntoItself', 'moveTargetNotFolder', 'moveStream', 'folderTooDeep', 'moveTooDeep', 'canNotFetchFolder',
  'folderListingFailed', 'cannotLoadData', 'listingNotFound', 'folderNotFound', 'reorderItemsInvalid', 'linkCopied',
  'linkCopyFailed', 'integrationFieldRequired',
  // The todo screens: todo lists, items and the todo form (spec-core §5, §8, §9)
  'todoItemRequired', 'todoDueDateRequired', 'todoDueDateInvalid', 'todoDueDatePast', 'todoPriorityInvalid', 'todoItemTooLong',
  'todoListRequired', 'todoAddedToDefaultList', 'todoListNotFound', 'todoItemNotFound', 'todoItemSaved', 'todoItemDeleted',
  'todoStatusChanged', 'todoItemSaveFailed', 'todoItemDeleteFailed', 'todoStatusFailed', 'noMoreTodos', 'todoDeleteConfirm', 'noTodos',
  // The snippet screens: snippet lists, the snippet form and views (spec-features §2, §5, §8)
  'snippetTitleRequired', 'snippetLanguageRequired', 'snippetItemSaved', 'codeSnippetAdded', 'codeItemDeleted', 'snippetDeleted',
  'copiedToClipboard', 'snippetSaveFailed', 'codeAddFailed', 'codeDeleteFailed', 'snippetDeleteFailed',
  'snippetsLoadFailed', 'snippetFetchFailed', 'noSnippetsFound', 'selectSnippet', 'noSnippetsHere', 'snippetsAtEnd',
  'snippetNotFound', 'codeItemNotFound', 'snippetListNotFound', 'snippetListRequired', 'snippetTitleTooLong',
  'snippetFilenameTooLong', 'snippetCodeTooLarge', 'snippetCodeInvalid',
  // User accounts, the avatar picker, API keys and the second factor (issue 47): the list's load
  // failure, the avatar photo's upload refusals and a failed copy of a key or recovery codes (shown
  // with the browser's reason; the screens translate the prefix themselves)
  'errorLoadingData', 'invalidFile', 'fileTooLarge', 'noFileSelected', 'emptyFile', 'cannotUpload', 'copyFailed',
] as const satisfies readonly MessageKey[];
