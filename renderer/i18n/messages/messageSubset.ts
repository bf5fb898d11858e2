import type { TranslatedKey } from './messageCatalogue.js';

/**
 * The messages translated into every language so far: the ones a person meets first (signing in,
 * accounts, the shared failure rules, folders and links, the palette, App Integration and Docker;
 * another group's message is named `group.key`). Every language's `messages` section holds exactly
 * these (messageCatalogues.test.ts); any other message shows in English.
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
  // Stream Hub (camera list, camera form, player, check and preview states), the error pages and
  // the dashboard's load (spec-features §2, §4, §7; spec-core §8)
  'streamFillFields', 'streamNameTooLong', 'streamUrlInvalid', 'streamFetchFailed', 'streamSaveFailed', 'streamDataFailed',
  'streamSaved', 'streamEmpty', 'streamNotFound', 'streamPreviewFailed', 'streamReconnecting', 'streamUnavailable',
  'streamAddTitle', 'streamEditTitle', 'streamTitle', 'cameraNotReachable', 'cameraLoginRefused', 'cameraNoStream',
  'cameraNoAnswer', 'cameraStopped', 'cameraUnreadable', 'cameraRedirectInvalid', 'cameraTooManyRedirects', 'cameraNotRtsp',
  'streamRetryIn', 'streamTooManyForUser', 'streamTooManyOverall', 'streamProbeBusyForUser', 'streamProbeBusyOverall',
  'cameraSilent', 'databaseNotConnected', 'errorLoadingData',
  // Pages and the TOTP authenticator (spec-features §2, §5, §8): list, editor, viewer, panel, form, import
  'pageTitleRequired', 'pageTitleTooLong', 'pageContentTooLarge', 'pageContentInvalid', 'pageNotFound', 'pageDeleted', 'pageSaved',
  'pagePublished', 'pageUnpublished', 'pageDeleteFailed', 'pagePublishFailed', 'pageUnpublishFailed', 'pageFetchFailed',
  'pageSaveFailed', 'pageActionInvalid', 'pageDeleteConfirm', 'pagePublishConfirm', 'pageUnpublishConfirm', 'noPages',
  'totpSecretRequired', 'totpUrlInvalid', 'totpSecretInvalid', 'totpIconRequired', 'totpServiceRequired', 'totpAccountRequired',
  'totpQrInvalid', 'totpHotpRefused', 'totpMigrationUseImport', 'totpDuplicate', 'totpAdded', 'totpUpdated', 'totpDeleted',
  'totpReordered', 'totpNotFound', 'totpFeatureOff', 'totpItemsInvalid', 'totpImportEmpty', 'totpImportTooMany',
  'totpImportInvalid', 'totpImportEncrypted', 'totpImported', 'otpCopied', 'totpOrderFailed', 'totpListFailed', 'totpFetchFailed',
  'totpSaveFailed', 'totpDeleteFailed', 'cameraUnavailable',
  // Network devices: the list, the device form, the scan, wake and the status words (spec-features §2, §5, §8)
  'deviceIconRequired', 'deviceIpInvalid', 'deviceMacInvalid', 'deviceBroadcastInvalid', 'devicePortInvalid',
  'deviceCheckPortInvalid', 'deviceNameTooLong', 'deviceSaved', 'deviceNotFound', 'deviceReorderFailed', 'devicesFetchFailed',
  'deviceDeleteFailed', 'deviceFetchFailed', 'deviceSaveFailed', 'wakeFailedToast', 'somethingWentWrong', 'selectedItemDeleted',
  'wakeConfirm', 'magicPacketSent', 'magicPacketFailed', 'wakeNotSupported', 'devicesNeedHostMode', 'scanTooLarge',
  'scanNoInterface', 'wakeWaking', 'wakeDidNotAnswer', 'wakeAlreadyOnline', 'noDevices',
  // The admin settings screens (issue 47 round 6): Phones & HTTPS and the sign-in notice, icon packs,
  // the icon picker's uploads
  'httpsNotRunning', 'connectionNotPrivate', 'iconPackUrlRequired', 'iconPackUrlInvalid', 'iconPackHostNotAllowed',
  'iconPackHostNotPublic', 'iconPackUrlCredentials', 'iconPackAdded', 'iconPackAddFailed', 'iconPackDeleted',
  'iconPackDeleteFailed', 'iconPackExists', 'iconPackFetchFailed', 'iconPackNotAPack', 'iconPackNotFound',
  'iconPackDeleteConfirm', 'iconPackTimedOut', 'iconPackTooLarge', 'invalidFile', 'fileTooLarge', 'noFileSelected',
  'emptyFile', 'iconDeleted', 'iconDeleteFailed', 'iconNotFound', 'fileUploaded', 'cannotUpload', 'cannotLoadImages',
  'noValidIcon', 'imageUploaded', 'httpsSettingsSaved',
  // App Integration and Docker (catalogue, installed, install/upload; Docker hosts, containers, logs, discovery):
  // other groups' messages, named group.key. (Their 'errorLoadingData' and 'somethingWentWrong' are other screens' keys.)
  'adminOnlyMessages.browseIntegrations', 'integrationMessages.onlyAdminNote',
  'integrationMessages.selectZip', 'integrationMessages.zipTooLarge', 'integrationMessages.uploadFailed',
  'integrationMessages.zipInstalled', 'integrationMessages.removed', 'integrationMessages.removeFailed',
  'integrationMessages.installed', 'integrationMessages.installFailed', 'integrationMessages.updated',
  'integrationMessages.updateFailed', 'integrationMessages.synced', 'integrationMessages.syncFailed',
  'integrationMessages.installedLoadFailed', 'integrationMessages.appsLoadFailed', 'integrationMessages.emptyTitle',
  'integrationMessages.emptyBody', 'integrationMessages.loadingMore', 'integrationMessages.added',
  'integrationMessages.appUpdated', 'integrationMessages.appRemoved', 'integrationMessages.syncedFromDisk',
  'integrationMessages.appNotFound', 'integrationMessages.notInstalled', 'integrationMessages.notReady',
  'integrationMessages.timedOut', 'integrationMessages.crashed', 'integrationMessages.runtimeFailed',
  'integrationMessages.noAnswer', 'integrationMessages.builtinsHeading', 'integrationMessages.builtinsNote',
  'integrationMessages.builtinsSearch', 'integrationMessages.builtinsNoMatch', 'integrationMessages.builtinHidden',
  'integrationMessages.builtinHiddenNote', 'integrationMessages.catalogueUnavailable', 'integrationMessages.notInCatalogue',
  'integrationMessages.downloadFailed', 'integrationMessages.catalogueNoHash', 'integrationMessages.hashMismatch',
  'integrationMessages.publisherUnknown', 'integrationMessages.builtinPublisher', 'integrationMessages.zipUnreadable',
  'integrationMessages.manifestMissing',
  'integrationMessages.folderBusy', 'integrationMessages.catalogueTooSlow', 'integrationMessages.registryTooSlow',
  'dockerMessages.adminOnly', 'dockerMessages.nameRequired', 'dockerMessages.nameTooLong', 'dockerMessages.nameTaken',
  'dockerMessages.urlRequired', 'dockerMessages.urlInvalid', 'dockerMessages.npipeNotHere', 'dockerMessages.tlsOnlyTcp',
  'dockerMessages.certNeedsKey', 'dockerMessages.hostNotFound', 'dockerMessages.containerNotFound', 'dockerMessages.hostSaved',
  'dockerMessages.hostDeleted', 'dockerMessages.bindingInvalid', 'dockerMessages.labelInvalid', 'dockerMessages.bindingSaved',
  'dockerMessages.socketMissing', 'dockerMessages.socketDenied', 'dockerMessages.refusedConnection', 'dockerMessages.timedOut',
  'dockerMessages.notJson', 'dockerMessages.closedEarly', 'dockerMessages.tooLarge', 'dockerMessages.tlsFailed',
  'dockerMessages.unreachable', 'dockerMessages.apiTooOld', 'dockerMessages.logsNotAdmin', 'dockerMessages.logsEnded',
  'discoveryMessages.noneChosen', 'discoveryMessages.tooManyChosen', 'discoveryMessages.alreadyAdded', 'discoveryMessages.gone',
  'discoveryMessages.needsNameAndGroup',
  // Health checks: the list, the monitor and check forms, alerts and alert channels (issue 31, 46)
  'monitorMessages.loadFailed', 'monitorMessages.saved', 'monitorMessages.saveFailed', 'monitorMessages.deleted',
  'monitorMessages.deleteFailed', 'monitorMessages.testFailed', 'monitorMessages.targetNotFound',
  'monitorMessages.monitorNotFound', 'monitorMessages.checkNotFound', 'monitorMessages.intervalInvalid',
  'monitorMessages.timeoutInvalid', 'monitorMessages.timeoutLongerThanInterval', 'monitorMessages.statusRangeInvalid',
  'monitorMessages.keywordTooLong', 'monitorMessages.keywordNeedsGet', 'monitorMessages.thresholdInvalid',
  'monitorMessages.testToTrust', 'monitorMessages.checkNameRequired', 'monitorMessages.checkNameTooLong',
  'monitorMessages.hostRequired', 'monitorMessages.hostInvalid', 'monitorMessages.portInvalid',
  'monitorMessages.checkUrlRequired', 'monitorMessages.checkUrlInvalid', 'monitorMessages.jsonPathInvalid',
  'monitorMessages.expectedTooLong', 'monitorMessages.warnDaysInvalid', 'monitorMessages.checkOk',
  'monitorMessages.tcpOpen', 'monitorMessages.timedOut', 'monitorMessages.httpStatus', 'monitorMessages.refused',
  'monitorMessages.notFoundHost', 'monitorMessages.unreachable', 'monitorMessages.deviceNoAnswer',
  'monitorMessages.pushUrlCopied', 'monitorMessages.channelNameRequired', 'monitorMessages.channelNameTooLong',
  'monitorMessages.channelUrlInvalid', 'monitorMessages.channelUrlRequired', 'monitorMessages.channelNotFound',
  'monitorMessages.channelSaved', 'monitorMessages.channelSaveFailed', 'monitorMessages.channelDeleted',
  'monitorMessages.channelDeleteFailed', 'monitorMessages.testSent', 'monitorMessages.testSendFailed',
  'monitorMessages.quietSaved', 'monitorMessages.quietSaveFailed', 'monitorMessages.quietBothTimes',
  'monitorMessages.browserAlertsOn', 'monitorMessages.browserAlertsBlocked',
  // User accounts, API keys and the second factor (issue 47): a failed copy of a key or recovery codes
  // (shown with the browser's reason; the screens translate the prefix themselves). Their other
  // messages (the list's load failure, the avatar photo's upload refusals) are listed above.
  'copyFailed',
] as const satisfies readonly TranslatedKey[];
