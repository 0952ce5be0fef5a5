import SessionEngine
import TerminalUI

/// Every sentence mamsim shows, by key, with `%@` (text) and `%d` (number) parameters filled in
/// order. The built-in table is worded by us; another table can replace it entry by entry.
public struct StringTable: Equatable, Sendable {
  private var entries: [StringKey: String]
  /// The language of the sentences (English where a translation lacks one).
  public let language: Language

  /// A table with `overrides` over the built-in wording.
  public init(overrides: [StringKey: String] = [:]) {
    // Without overrides the built-in dictionary is shared, not copied: the default table costs
    // nothing to make, so code that has no table of its own may make one per call.
    entries =
      overrides.isEmpty ? StringTable.builtIn : StringTable.builtIn.merging(overrides) { $1 }
    language = .english
  }

  /// The table of `language`: its translation of each key, and the English wording of any key
  /// the translation lacks (so a missing translation never shows a raw key).
  public init(language: Language) {
    self.init(language: language, translation: Translations.table(for: language))
  }

  /// The table of `language` from `translation`, which may lack keys: English fills the gaps.
  public init(language: Language, translation: [StringKey: String]) {
    entries =
      translation.isEmpty
      ? StringTable.builtIn : StringTable.builtIn.merging(translation) { $1 }
    self.language = language
  }

  /// The sentence for `key` with `arguments` put in place of `%@`/`%d`, in order.
  public func text(_ key: StringKey, _ arguments: CustomStringConvertible...) -> String {
    filled(key, with: arguments)
  }

  /// The sentence for `key` counting `count` things: the key's sentence for one (`StringKey.one`)
  /// when `count` is 1, `key`'s own otherwise.
  ///
  /// Both are filled with `arguments`, which hold `count` where the sentence shows it; with no
  /// `arguments`, `count` is the only one.
  public func text(
    counting count: some BinaryInteger, _ key: StringKey, _ arguments: CustomStringConvertible...
  ) -> String {
    filled(count == 1 ? key.one ?? key : key, with: arguments.isEmpty ? [count] : arguments)
  }

  /// The sentence for `key` with `arguments` in place of its parameters.
  private func filled(_ key: StringKey, with arguments: [CustomStringConvertible]) -> String {
    let template = entries[key] ?? key.rawValue
    let percent = UInt8(ascii: "%")
    let hasParameters =
      template.utf8.withContiguousStorageIfAvailable { $0.contains(percent) }
      ?? template.utf8.contains(percent)
    guard hasParameters else { return template }
    return StringTemplate(template).filled(with: arguments)
  }

  /// Whole sentences written one after the other as the language does: a space between them,
  /// none in Chinese (its full stop 。 already ends the sentence).
  public func sentences(_ sentences: [String]) -> String {
    sentences.joined(separator: language == .simplifiedChinese ? "" : " ")
  }

  /// Our own wording of every key.
  public static let builtIn: [StringKey: String] = [
    .managedByLabel: "Your organization manages the data in this app. Checking its requirements...",
    .autoEnrollmentAuthRequiredTitle: "Sign in to continue",
    .autoEnrollmentAuthRequiredMessage:
      "%@ must be managed by your organization before you can use it. Sign in with your work account.",
    .autoEnrollmentFailureTitle: "Could not connect",
    .autoEnrollmentFailureMessage:
      "We could not reach your organization to set up this app (code %d). We will try again shortly.",
    .autoEnrollmentNotLicensedFailureTitle: "Account not set up",
    .autoEnrollmentNotLicensedFailureMessage:
      "Your organization has not set up %@ to use this app. Ask your IT support for help.",
    .noPolicyTitle: "App not set up",
    .noPolicyMessage:
      "Your organization has not set up this app for %@. Remove the account, or ask your IT support.",
    .noPolicyWarningTitle: "Welcome",
    .noPolicyWarningMessage:
      "This app works best when your organization manages it. You can go on using it for now.",
    .policyRequiresRestartNowTitle: "Restart required",
    .policyRequiresRestartNowMessage:
      "Your organization now protects its data in this app. Choose OK and the app will close; open it again to continue.",
    .setPinTitle: "Set a PIN",
    .setPasscodeTitle: "Set a passcode",
    .setPinMessage: "Your organization asks for a PIN to open its data in this app.",
    .setPasscodeMessage: "Your organization asks for a passcode to open its data in this app.",
    .passcodeLengthRequired: "Use at least %d characters.",
    .passcodeLengthRequiredOne: "Use at least 1 character.",
    .pinLengthRequired: "Use exactly %d digits.",
    .pinLengthRequiredOne: "Use exactly 1 digit.",
    .simplePinNotAllowed: "No repeats or runs like 111 or 123.",
    .simplePasscodeNotAllowed: "No repeats or runs like aaa or abc.",
    .numericPinNotAllowed: "Include a letter or a symbol.",
    .passcodeNeedsMixed: "Use a number, a letter and a symbol.",
    .pinDigitsOnly: "Use digits only.",
    .setPinConfirm: "Type the same PIN again to confirm it.",
    .setPinError: "The two PINs were not the same. Start again.",
    .setPasscodeConfirm: "Type the same passcode again to confirm it.",
    .setPasscodeError: "The two passcodes were not the same. Start again.",
    .pinReused: "Choose a PIN you have not used for your last %d PINs.",
    .pinReusedOne: "Choose a PIN other than your last one.",
    .passcodeReused: "Choose a passcode you have not used for your last %d passcodes.",
    .passcodeReusedOne: "Choose a passcode other than your last one.",
    .passcodeChangeRequiredPinExpired: "Your PIN is more than %d days old. Choose a new one.",
    .passcodeChangeRequiredPinExpiredOne: "Your PIN is more than 1 day old. Choose a new one.",
    .passcodeChangeRequiredPasscodeExpired:
      "Your passcode is more than %d days old. Choose a new one.",
    .passcodeChangeRequiredPasscodeExpiredOne:
      "Your passcode is more than 1 day old. Choose a new one.",
    .pinRulesChanged:
      "Your organization changed its PIN rules, and your PIN no longer meets them. Choose a new one.",
    .passcodeRulesChanged:
      "Your organization changed its passcode rules, and your passcode no longer meets them. Choose a new one.",
    .accessCheckTitle: "Confirm it is you",
    .accessCheckMessage: "Your organization asks you to sign in again as %@ to open its data.",
    .enterPinTitle: "Enter your PIN",
    .enterPasscodeTitle: "Enter your passcode",
    .enterPinMessage: "Enter your PIN to open your organization's data.",
    .enterPasscodeMessage: "Enter your passcode to open your organization's data.",
    .enterPinError: "That PIN is not right. Try again.",
    .enterPasscodeError: "That passcode is not right. Try again.",
    .touchIDChangeDetected:
      "The faces or fingerprints on this device changed. Enter your PIN to go on.",
    .touchIDChangeDetectedPasscode:
      "The faces or fingerprints on this device changed. Enter your passcode to go on.",
    .biometricFailed: "Not recognized. Try again, or enter your PIN.",
    .biometricFailedPasscode: "Not recognized. Try again, or enter your passcode.",
    .useFaceIDButton: "Use Face ID",
    .useTouchIDButton: "Use Touch ID",
    .forgotPinButton: "Forgot PIN",
    .forgotPinMessage: "Sign in with your work account to choose a new PIN.",
    .forgotPasscodeButton: "Forgot passcode",
    .forgotPasscodeMessage: "Sign in with your work account to choose a new passcode.",
    .maxAttemptResetTitle: "Too many tries",
    .maxAttemptResetMessage:
      "You have used up your PIN attempts. Sign in with %@ to choose a new PIN.",
    .maxAttemptResetPasscodeMessage:
      "You have used up your passcode attempts. Sign in with %@ to choose a new passcode.",
    .accountMismatchMessage: "Only %@ can reset this PIN. Sign in with that account.",
    .accountMismatchPasscodeMessage:
      "Only %@ can reset this passcode. Sign in with that account.",
    .appWiped:
      "Your organization removed its data from this app for %@. The app will close. (%d)",
    .appWipedTitle: "Data removed",
    .connectingMessage: "Connecting to your organization...",
    .signInTitle: "Sign in",
    .signInMessage: "Sign in with your work account.",
    .diagnosticsTitle: "Diagnostics",
    .appBlockedTitle: "Access blocked",
    .deviceRootedTitle: "Device not allowed",
    .appWarningOSTitle: "Update iOS soon",
    .appWarningAppTitle: "Update this app soon",
    .appWarningSDKTitle: "This app needs an update soon",
    .appWarningTitle: "Heads up",
    .deviceRootedMessage:
      "This device has been modified (jailbroken), so your organization does not let work data open on it.",
    .minOSMessage: "Your organization requires iOS %@ or later. This device runs iOS %@.",
    .maxOSMessage:
      "Your organization does not yet support iOS newer than %@. This device runs iOS %@.",
    .minAppMessage: "Your organization requires version %@ of this app or later. You have %@.",
    .minSDKMessage:
      "This app uses an older management component (%@); your organization requires %@ or later.",
    .deviceModelMessage: "Your organization does not allow work data on this model of device (%@).",
    .threatMessage:
      "Your threat defense app reports a %@ risk on this device; your organization allows at most %@.",
    .accountDisabledMessage:
      "Your work account can no longer be used here. Contact your IT support.",
    .offlineGracePeriodExpiredMessage:
      "This app has not reached your organization for %@. Connect to the internet and retry.",
    .offlineWipeConfirmMessage:
      "Reconnect to your organization soon: without a connection, its data will be removed in %@.",
    .warningSuffix: "You can continue for now.",
    .retryButton: "Retry",
    .okButton: "OK",
    .continueButton: "Continue",
    .cancelButton: "Cancel",
    .closeApplicationButton: "Close app",
    .removeAccountButton: "Remove account",
    .signInButton: "Sign in",
    .authUnknownUser: "No account with that name exists.",
    .authWrongPassword: "The password is not right.",
    .authAccountDisabled: "This account has been turned off by your organization.",
    .authOffline: "You are offline. Connect and try again.",
    .notesSignedOut: "Not signed in",
    .notesSignedInAs: "%@",
    .notesManagedBadge: "managed",
    .notesEmpty: "No notes yet. Press n to write one.",
    .notesWorkBadge: "C",
    .notesPersonalBadge: "P",
    .notesSignInTitle: "Sign in to %@",
    .notesSignInMessage: "Use your work account to open %@.",
    .notesSigningIn: "Signing in...",
    .notesSigningOut: "Signing out...",
    .notesAccountField: "Work account",
    .notesPasswordField: "Password",
    .notesMenuButton: "Menu",
    .notesMenuTitle: "Menu",
    .notesMenuNewNote: "New note",
    .notesMenuSignIn: "Sign in",
    .notesMenuSignOut: "Sign out",
    .notesMenuDiagnostics: "Diagnostics",
    .notesMenuBack: "Back",
    .notesNewNoteTitle: "New note",
    .notesTitleField: "Title",
    .notesBodyField: "Text",
    .notesSaveButton: "Save",
    .notesBackButton: "Back",
    .notesNotNowButton: "Not now",
    .notesSignInHint: "Demo account: %@ / %@",
    .notesLegend: "C Corporate · P Personal",
    .notesOwnedBy: "Work note of %@",
    .homeOpenHint: "Enter opens %@",
    .homeExitRestart: "%@ closed to apply your organization's settings.",
    .homeExitWiped: "%@ closed after your organization removed its data.",
    .homeExitClosed: "%@ was closed.",
    .homeExitKilled: "%@ was quit.",
    .tooSmall:
      "The terminal is too small: %@ needed, %@ available. Make it larger. Until then only F1 (help), q and Ctrl+C (quit) work.",
    .tooSmallShort: "Too small: %@ needed.",
    .presentTooSmall:
      "The terminal is too small to present: %@ needed (the phone and two rows for the captions), %@ available. Make it larger; the tape waits. q and Ctrl+C quit.",
    .tooSmallQuit: "q quits",
    .panelAccounts: "Accounts",
    .panelDevice: "Device",
    .panelPolicy: "Policy",
    .panelEvents: "Delegate events",
    .panelNoEvents: "No delegate calls yet.",
    .panelMoreLines: "… %d more lines",
    .panelMoreLine: "… 1 more line",
    .helpTitle: "Keys",
    .panelUserDisabled: "disabled: cannot sign in",
    .panelUserNotLicensed: "not licensed: 200",
    .panelUserNotTargeted: "not targeted: 225",
    .panelUserTargeted: "targeted: 100, managed",
    .panelDeviceLine: "%@ · iOS %@ · %@",
    .panelDeviceLineJailbroken: "%@ · iOS %@ · %@ · jailbroken",
    .panelOnline: "online",
    .panelOffline: "offline",
    .panelNoPolicy: "none",
    .controlDeviceTitle: "Device (F4)",
    .controlAdminTitle: "Administrator (F5)",
    .controlDeviceFootnote: "The app sees these at its next resume, check-in or launch.",
    .controlClockAwayOnly:
      "Only time away from the app counts toward its PIN.",
    .controlDeviceFootnoteStopped: "The app is closed: it sees these when next opened.",
    .controlCheckInDue: "Next check-in in %@.",
    .mdxPanelServer: "Server %@",
    .controlNowResume: "R: background and back now.",
    .controlNowLaunch: "R: open it now.",
    .controlNowCheckIn: "R: check in now.",
    .controlAdminFootnote: "Changes reach the app at its next check-in.",
    .controlKeys: "Enter changes, Esc closes.",
    .controlJailbroken: "Jailbroken",
    .controlOSVersion: "iOS version",
    .controlModel: "Model",
    .controlNetwork: "Network",
    .controlThreatLevel: "Threat level",
    .controlSensorMatches: "%@ matches",
    .controlEnrollFace: "Enroll another face",
    .controlEnrollFinger: "Enroll another finger",
    .controlApp: "App",
    .controlAdvanceClock: "Advance clock",
    .controlCheckInNow: "Check in now",
    .controlWipe: "Wipe %@",
    .controlPolicy: "Policy",
    .controlYes: "yes",
    .controlNo: "no",
    .controlNotRunning: "not running",
    .controlForeground: "foreground",
    .controlBackground: "background",
    .controlOrdered: "ordered",
    .controlEnabled: "enabled",
    .controlDisabled: "disabled",
    .controlNotSet: "not set",
    .controlPlus30Minutes: "+30 min",
    .controlPlus12Hours: "+12 h",
    .controlPlusDay: "+1 day",
    .controlPlus90Days: "+90 days",
    .controlHints: "↑↓ move · Enter change · Esc close · Ctrl+C quit",
    .helpTab: "Tab / Shift+Tab   move between buttons and fields",
    .helpArrows: "↑ ↓               move in a list, scroll a long screen",
    .helpPages: "PgUp / PgDn       scroll a long screen by a page (diagnostics)",
    .helpEnter: "Enter             press the button, open the item",
    .helpEscape: "Esc               go back, close this help",
    .helpBackspace: "Backspace         delete the last character",
    .helpMouse: "Mouse click       press a button, focus a field",
    .helpQuit: "q                 quit (in the app, outside a field)",
    .helpCtrlC: "Ctrl+C            quit mamsim at once",
    .helpCtrlL: "Ctrl+L            draw the whole screen again",
    .presentScene: "Scene %d of %d: %@",
    .presentStart: "The start of the script",
    .presentEnd: "The end of the script",
    .presentHint: "F1 keys · q quit",
    .presentHintOffScript: "F1 keys · Ctrl+C quit",
    .presentOffScript: "Off script: the phone is yours. Ctrl+R goes back to the script.",
    .presentKeysScript: "Space or → play on · ← previous scene · 1-9 that scene · q quit",
    .presentKeysOffScript: "Other keys, F4, F5: try it off script · Ctrl+R back to the script",
    .helpF1: "F1                this help",
    .helpF2F3: "F2 / F3           the whole scenario / event panel",
    .helpF4: "F4                device panel: jailbreak, iOS, network, clock",
    .helpF5: "F5                admin panel: wipe, disable, edit the policy",
    .helpPanelNote:
      "The scenario panel (beside the phone, or whole with F2) lists the accounts you can sign in with and what the service will answer each of them.",
    .hintTab: "Tab next",
    .hintEnter: "Enter select",
    .hintDigits: "0-9 type the PIN",
    .walkthroughMoreAbove: "↑ %d more lines above",
    .walkthroughMoreAboveOne: "↑ 1 more line above",
    .walkthroughMoreBelow: "↓ %d more lines below",
    .walkthroughMoreBelowOne: "↓ 1 more line below",
    .hintEscape: "Esc back",
    .hintMove: "↑↓ move",
    .hintQuit: "q quit",
    .hintHelp: "F1 help",
    .hintScroll: "↑↓ PgUp PgDn scroll",
    .hintDevicePanel: "F4 device",
    .hintAdminPanel: "F5 admin",
    .hintNarrowPanels: "F2/F3 panels",
    .hintQuitMamsim: "Ctrl+C quit",
    .hintChecklist: "F2 checklist · %@",
    .worldChangeRefused: "Not changed: %@",
    .diagnosticsBundleId: "Bundle ID",
    .diagnosticsApp: "App",
    .diagnosticsSDK: "SDK",
    .diagnosticsAccount: "Account",
    .diagnosticsEnrollment: "Enrollment",
    .diagnosticsLastCheckIn: "Last check-in",
    .diagnosticsLastCheckInAttempt: "Last attempt",
    .diagnosticsDevice: "Device",
    .diagnosticsDeviceValue: "%@, iOS %@",
    .diagnosticsPolicy: "Policy",
    .diagnosticsNone: "none",
    .diagnosticsNever: "never",
    .diagnosticsWaitingForRestart: "waiting for restart",
    .diagnosticsNotRegistered: "not registered",
    .diagnosticsEnrolling: "enrolling",
    .diagnosticsEnrolled: "enrolled",
    .diagnosticsRetry: "%d %@, retry at %@",
    .walkthroughFirstPolicyTitle: "First-policy test",
    .walkthroughExitCriteriaTitle: "Exit criteria",
    .walkthroughSignInKeysApp:
      "on the sign-in form type %@ in Work account, Tab, type %@, Enter (from the notes list, Sign in opens the form)",
    .walkthroughSignInKeysSDK:
      "on the sign-in screen press Enter on Sign in; then type %@, Tab, type %@, Enter (from the notes list, Sign in opens that screen)",
    .walkthroughSignInAs: "Sign in as %@: %@.",
    .walkthroughScenarioPassword: "the password the scenario gives it",
    .walkthroughNoSuitableAccount: "No suitable account exists in this scenario.",
    .walkthroughPreflightNoTargeted:
      "No enabled, licensed account is targeted by a policy for %@: nobody can get the first policy.",
    .walkthroughStepNeedsUnmanagedApp:
      "This app cannot be used without a policy (MAMPolicyRequired), so this step cannot pass: the guide's test assumes an app that also works unmanaged.",
    .walkthroughPreflightNoPin:
      "The policy does not require a PIN (pinRequired is false): the PIN step cannot happen.",
    .walkthroughPreflightNoUntargeted:
      "The exit criteria need a licensed account that no policy targets; this scenario has none.",
    .walkthroughPreparedByScenario: "Prepared by the scenario: %@",
    .walkthroughPolicySettings: "%@: PIN %@, at least %@, asked again after %@ away.",
    .walkthroughPinRequired: "required",
    .walkthroughPinNotRequired: "not required",
    .walkthroughDigits: "%d digits",
    .walkthroughDigit: "1 digit",
    .walkthroughCharacters: "%d characters",
    .walkthroughCharacter: "1 character",
    .walkthroughNoPolicy: "no policy.",
    .walkthroughStepCreatePolicy: "Create an app protection policy",
    .walkthroughNoPolicyFor: "the scenario has no policy for %@",
    .walkthroughStepTargetBundle: "Target the app's bundle id",
    .walkthroughPolicyTargets: "the policy targets %@.",
    .walkthroughNoPolicyTargets: "no policy targets %@",
    .walkthroughStepAssignGroup: "Assign it to a group with the test account",
    .walkthroughAssignedTo: "assigned to %@ holding %@.",
    .walkthroughAGroup: "a group",
    .walkthroughNobody: "nobody",
    .walkthroughNoAssignedAccount: "no licensed, enabled account is in an assigned group",
    .walkthroughStepInstall: "Install the app",
    .walkthroughInstalled: "%@ %@ is installed and open.",
    .walkthroughStepSignInTargeted: "Sign in with the targeted account",
    .walkthroughStepRestart: "The SDK restarts the app with the policy",
    .walkthroughPolicyAppliesAtOnce:
      "Wait: this app requires a policy (MAMPolicyRequired), so the SDK applies it as soon as it arrives, with no restart.",
    .walkthroughRestartsItself: "Wait: the app restarts itself once the policy arrives.",
    .walkthroughRestartPrompt:
      "On the restart prompt press Enter (OK); the app closes. Press Enter on the home screen to open it again.",
    .walkthroughStepSetPin: "Set the app PIN",
    .walkthroughSetPinHow:
      "After the splash, type a PIN of %d digits twice (e.g. %@).",
    .walkthroughReportDecisions: "Data-protection decisions",
    .walkthroughReportNoDecisions: "None was asked for.",
    .walkthroughWebViewsClipboard:
      "The policy's clipboard level is %@, so a paste into the personal app is refused.",
    .walkthroughSetPinSimple: "This policy refuses simple PINs such as 1111 or 1234.",
    .walkthroughOutcomePrepared: "prepared by the scenario",
    .walkthroughReportEventsMdx: "SDK callbacks",
    .walkthroughReportNoEventsMdx:
      "The MDX SDK calls no delegate: each step was checked from the app's state.",
    .walkthroughStepSignOutManaged: "Sign the managed account out",
    .walkthroughSignOutHow: "Tab to Menu, Enter, then Down to Sign out and Enter.",
    .walkthroughStepUseSignedOut: "Use the app signed out",
    .walkthroughUseSignedOutHow:
      "Write a note: Menu, New note, type a title, then Enter.",
    .walkthroughStepBuildsAndRuns: "The app builds and runs",
    .walkthroughPreparedOpen: "Prepared: %@ is open.",
    .walkthroughStepUntargeted: "An untargeted account works unmanaged",
    .walkthroughStepSignOut: "Sign out",
    .walkthroughStepManagedRestarted: "The app is managed and restarted",
    .walkthroughRestartPromptReopen:
      "On the restart prompt press Enter (OK), then Enter on the home screen to reopen the app.",
    .walkthroughExplain225:
      "%@ is licensed, but no policy targets it for this app: the service answered 225, so no restart will come.",
    .walkthroughExplain200:
      "%@ has no Intune license: the service answered 200; the app stays unmanaged.",
    .walkthroughExplain205:
      "The device is offline: enrollment failed with 205 and will be tried again.",
    .walkthroughThenMenuSignInTargeted: "%@ Sign out (Menu, Sign out) and sign in as %@.",
    .walkthroughThenSignInTargeted: "%@ Sign out and sign in as %@.",
    .walkthroughTheTargetedAccount: "the targeted account",
    .walkthroughRightHere225:
      "225 is right here: %@ is licensed but not targeted, and the app goes on unmanaged.",
    .walkthroughTargetedNotWanted:
      "%@ is targeted by a policy; this step needs an account no policy targets, such as %@. Finish the restart, sign out, and sign in with that one.",
    .walkthroughAnUntargetedOne: "an untargeted one",
    .walkthroughStepNeeds: "%@ This step needs %@.",
    .walkthroughALicensedUntargeted: "a licensed, untargeted account",
    .walkthroughPinBreaksRule: "That PIN breaks a rule of the policy: %@ Try another.",
    .walkthroughPinNotEnforced:
      "No PIN will be asked for: the app's scene manifest has no UISceneConfigurations, so the SDK received the policy but enforces none of it. Add the scene configurations to the Info.plist and walk through again.",
    .walkthroughPinMismatch: "The two PINs were not the same: type one PIN twice.",
    .walkthroughSignOutKeepsAccount:
      "The app signed out without deregistering the account (the scenario's app.unenrollsOnSignOut is false), so the SDK still manages it and keeps its data. An app calls deRegisterAndUnenrollAccountId with a wipe when the user signs out.",
    .walkthroughAuthWrongPassword: "The identity provider refused the password.",
    .walkthroughAuthUnknownUser: "The tenant has no such account.",
    .walkthroughAuthDisabled: "That account is disabled in the tenant, so it cannot sign in.",
    .walkthroughAuthOffline: "The device is offline: turn the network back on (F4).",
    .walkthroughAuthHint: "%@ The targeted account is %@, password %@.",
    .walkthroughRuleTooShort: "it needs at least %d characters.",
    .walkthroughRuleTooShortOne: "it needs at least 1 character.",
    .walkthroughRuleDigitsOnly: "a numeric PIN takes digits only.",
    .walkthroughRuleSimple: "no repeats or runs such as 1111 or 1234 (simplePinBlocked).",
    .walkthroughRuleNumericNotAllowed: "a passcode needs a letter or a symbol.",
    .walkthroughRuleMixed: "a passcode needs a number, a letter and a symbol.",
    .walkthroughRuleMismatch: "the two entries must be the same.",
    .walkthroughRuleReused: "it may not be one of the last %d PINs.",
    .walkthroughRuleReusedOne: "it may not be the same as the last PIN.",
    .walkthroughRuleExpired: "a PIN lasts %d days.",
    .walkthroughRuleExpiredOne: "a PIN lasts 1 day.",
    .walkthroughRuleRulesChanged: "the PIN was chosen under rules the policy has since tightened.",
    .walkthroughPreparedFolded: "%d–%d. Prepared by the scenario",
    .walkthroughNote: "Note: %@",
    .walkthroughAllPassed: "All steps passed. Ctrl+C writes the report and quits.",
    .walkthroughSummaryPassed: "%@: all steps passed",
    .walkthroughSummaryStopped: "%@: stopped",
    .walkthroughSummaryStep: "Step %d/%d: %@",
    .walkthroughReportTitle: "%@: %@",
    .walkthroughReportPassed: "passed",
    .walkthroughReportNotPassed: "not passed",
    .walkthroughReportScenario: "Scenario: %@. App: %@ (%@).",
    .walkthroughReportTimeTaken: "Time taken: %@ of session time.",
    .walkthroughReportColumns: "| # | step | outcome | when or why |",
    .walkthroughReportEvents: "Delegate events",
    .walkthroughReportNoEvents: "None.",
    .walkthroughReportLastNote: "Last note: %@",
    .walkthroughReportChangeAt: "Write this in place of the value at %@:",
    .walkthroughOutcomePending: "not reached",
    .walkthroughOutcomePassed: "passed",
    .walkthroughOutcomeFailed: "failed",
    .notesPersonalOwner: "%@ · personal",
    .durationSecond: "1 second",
    .durationSeconds: "%d seconds",
    .durationMinutes: "%d minutes",
    .durationHours: "%d hours",
    .durationDays: "%d days",
    .storeErrorTitle: "The device's storage failed",
    .storeErrorSavePin:
      "The simulated device could not keep your new PIN. It was not refused: nothing was saved.",
    .storeErrorCheckPin:
      "The simulated device could not check your PIN. It was not counted as a wrong PIN.",
    .storeErrorClearPin: "The simulated device could not forget the app PIN.",
    .storeErrorSaveStep: "The simulated device could not save what the app just did.",
    .storeErrorLocation: "The device lives in %@.",
    .storeErrorInMemory: "The device lives in memory only (--ephemeral).",
    .storeErrorReason: "The store said: %@",
    .storeErrorReset: "Close the app to try again, or quit and run mamsim reset to start over.",
    .dataProtectionTitle: "Protected by your organization",
    .clipboardPasteBlocked: "Your organization's data can't be pasted here.",
    .clipboardCharacterLimit: "Only %d characters of your organization's data can be pasted here.",
    .clipboardCharacterLimitOne: "Only 1 character of your organization's data can be pasted here.",
    .incomingPasteBlocked: "Your organization doesn't let content from other apps be pasted here.",
    .outgoingDataBlocked: "Your organization doesn't let its data be sent to that app.",
    .incomingDataBlocked: "Your organization doesn't let this app receive data from that app.",
    .outgoingSaveAsBlocked: "Your organization doesn't let its data be saved there.",
    .printingBlocked: "Your organization doesn't let its data be printed from this app.",
    .uploadBlocked: "This app takes no file uploads from this page.",
    .managedBrowserRequired:
      "Your organization wants this link opened in %@, which is not on this phone. Install it, then try again.",
    .managedBrowserAny: "a browser it manages",
    .managedBrowserEdge: "Microsoft Edge",
    .notesMenuWebViews: "Web views",
    .notesMenuHome: "Home screen",
    .webViewsTitle: "Web views",
    .webViewPolicyLine: "Web view policy: %@",
    .webViewPolicyDelegateLine: "Web view policy: %@, with isExternalURL",
    .webViewPasteField: "Paste here",
    .actionLink: "Open %@",
    .actionCopy: "Copy the text",
    .actionPaste: "Paste",
    .actionPrint: "Print",
    .actionUpload: "Upload a file from Files",
    .actionSaveOneDrive: "Save to OneDrive",
    .actionSaveLocal: "Save on this phone",
    .actionShare: "Share to %@",
    .actionHome: "Home screen",
    .locationOneDrive: "OneDrive for Business",
    .locationLocal: "this phone",
    .personalAppName: "Notepad",
    .managedAppName: "%@ Tasks",
    .personalAppLine: "A personal app. No policy manages it.",
    .managedAppLine: "Managed by %@, from the same publisher as %@.",
    .otherAppField: "Text",
    .homeOtherAppsHint: "Other apps on this phone:",
    .homeResumeHint: "Back to %@",
    .browserDefault: "Safari",
    .browserManagedTitle: "%@ (managed)",
    .browserShowing: "Showing %@",
    .noticeNoteNeedsTitle: "Give the note a title first.",
    .noticeUserNameNeeded: "Type your user name first.",
    .noticeCopied: "Copied %d characters.",
    .noticeCopiedOne: "Copied 1 character.",
    .noticePasted: "Pasted %d characters.",
    .noticePastedOne: "Pasted 1 character.",
    .noticeClipboardEmpty: "The clipboard is empty.",
    .noticePrinted: "Sent to the printer.",
    .noticeUploaded: "The page received the file.",
    .noticeSaved: "Saved to %@.",
    .noticeShared: "Sent to %@.",
    .noticeReceived: "%@ received it as a new note.",
    .noticeLinkInView: "The web view opened %@.",
    .noticeNoAppForScheme: "No app on this phone opens %@: links, so the link went nowhere.",
    .panelDecisions: "Data decisions",
    .panelDecisionLine: "%@ %@ as %@: %@",
    .outcomeAllowed: "allowed",
    .outcomeBlocked: "blocked",
    .outcomeInView: "stays in the view",
    .outcomeDefaultBrowser: "default browser",
    .outcomeManagedBrowser: "managed browser",
    .outcomeNoApp: "no app for its scheme",
    .panelManagedBrowser: "Managed browser installed",
    .panelClipboard: "Clipboard",
    .panelClipboardEmpty: "empty",
    .queriedAppName: "the %@ app",
    .noticeCanOpenURLNo: "canOpenURL said no for %@:, so the app found no app to open it in.",
    .managedAppNotOpened:
      "%@ could not be opened: the SDK opens it through its -intunemam URL scheme, which that app does not register (iOS error -10814).",
    .controlPhoneLocked: "Phone locked",
    .notesUnreadable:
      "The notes database cannot be read while the phone is locked: the app's files are protected with NSFileProtectionComplete. Unlock the phone (F4).",
    .panelIntegration: "Your app's files",
    .consequenceScenesUnenforcedAtOnce:
      "Scene manifest without UISceneConfigurations: enrollment and the policy arrive, yet nothing is enforced (no PIN, no data protection).",
    .consequenceScenesUnenforced:
      "Scene manifest without UISceneConfigurations: enrollment and the policy arrive and the app restarts, yet nothing is enforced (no PIN, no data protection).",
    .consequenceFaceIDMissing:
      "No NSFaceIDUsageDescription: iOS refuses Face ID to the app, so the PIN screen never offers it.",
    .consequenceTwinMissing:
      "%1$@ is queried without %2$@: while a policy is enforced, canOpenURL answers no although that app is installed. Fix: isURLAllowed(_:isKnownManagedAppScheme: true), then canOpenURL under the empty identity.",
    .consequencePastLimit:
      "%1$@ is listed past Apple's limit of %2$d queried schemes: canOpenURL never answers yes for it.",
    .consequenceFilesClose:
      "MaxFileProtectionLevel %@: about 10 s after the phone locks, the app's protected files (its notes database) cannot be read until it unlocks.",
    .consequenceFilesStayOpen:
      "MaxFileProtectionLevel %@: the app's files stay readable while the phone is locked.",
    .consequenceMDMNoRestart:
      "The MDM app configuration names the account (IntuneMAMUPN/IntuneMAMOID): no restart follows MAM enrollment. This comes from the SDK's issue tracker, not the guide.",
    .consequenceManagedAppTwin:
      "%@ does not register its -intunemam URL scheme: while org data may go only to managed apps, opening it fails (iOS error -10814). This comes from the SDK's issue tracker, not the guide.",
    .consequenceReportedOnlyOne:
      "Reported only, with no consequence the guide states for the phone: 1 more finding (mamsim check).",
    .consequenceReportedOnly:
      "Reported only, with no consequence the guide states for the phone: %d more findings (mamsim check).",
    .diagnosticsIntegration: "App integration",
    .diagnosticsEnforcement: "Enforcement",
    .diagnosticsNotEnforced: "applied, not enforced",
    .diagnosticsFileProtection: "File protection",
    .diagnosticsFilesClosed: "%@, files closed (phone locked)",
    .walkthroughWebViewsTitle: "Web views and data protection",
    .walkthroughPreflightNoWebViews:
      "The app declares no web views (app.webViews), so there is nothing to try.",
    .walkthroughPreflightNoUnmanagedView:
      "No web view counts as unmanaged for the managed account: set TreatAllWebViewsAsUnmanaged, or give a view the unmanaged policy.",
    .walkthroughPreflightNoManagedView:
      "No web view counts as the managed account's: give one the currentIdentity policy.",
    .walkthroughPreflightNoExternalLink:
      "No web view has the isExternalURL delegate and a link it calls external.",
    .walkthroughStepWebViewsDeclared: "The app's web views",
    .walkthroughWebViewsPrepared: "web views %@; TreatAllWebViewsAsUnmanaged %@.",
    .walkthroughStepBecomeManaged: "Sign in until the app is managed",
    .walkthroughBecomeManagedHow: "%@ Then restart when asked and set the PIN.",
    .walkthroughStepCopyUnmanaged: "Copy in a view without organization data",
    .walkthroughCopyUnmanagedHow:
      "Menu, Web views, then %@; choose Copy the text. It counts as unmanaged.",
    .walkthroughStepCopyManaged: "Copy in a view of the organization",
    .walkthroughCopyManagedHow:
      "Open %@ and choose Copy the text. It counts as the managed account's.",
    .walkthroughStepPastePersonal: "Paste into the personal app",
    .walkthroughPastePersonalHow: "Menu, Home screen, %@, then Paste. The clipboard level decides.",
    .walkthroughStepExternalLink: "Follow an external link",
    .walkthroughExternalLinkHow:
      "In %@, open %@: the app calls it external, so the SDK asks the policy; unless the managed browser is required, the view loads it.",
    .walkthroughYes: "YES",
    .walkthroughNo: "NO",
    .notesMenuSwitchPersonal: "Switch to personal",
    .notesMenuSwitchWork: "Switch to work account",
    .notesPersonalIdentityBadge: "personal",
    .mdxPanelTitle: "MdxManager answers (%@)",
    .mdxModeManaged: "managed",
    .mdxModePremium: "unmanaged Premium",
    .mdxModeGeneral: "unmanaged General",
    .mdxAnswerLine: "%@ → %@",
    .mdxAnswerUndefined: "%@ → %@ (undefined: do not ask here)",
    .mdxReasonManagedPoliciesEmbedded:
      "The app is managed: the administrator's policies are embedded and the server's key vault is asked for encryption secrets.",
    .mdxReasonNotManaged:
      "The app is not managed: no policy bundle came from the server.",
    .mdxReasonSecureHubPresent:
      "Secure Hub is installed, so MDX control of the app is possible.",
    .mdxReasonSecureHubAbsent: "Secure Hub is not installed on this phone.",
    .mdxReasonAdminValue: "The administrator's value for %@.",
    .mdxReasonConsoleDefault: "The administrator left %@ at the console's default.",
    .mdxReasonUnknownPolicy: "No MDX policy is called %@.",
    .mdxReasonPremiumDefaultsFile:
      "Unmanaged Premium: the value of %@ in the bundled default_policies.xml.",
    .mdxReasonPremiumDefaultsMissing:
      "Unmanaged Premium: the bundled default_policies.xml does not set %@.",
    .mdxReasonGeneralNoPolicies: "Unmanaged General: the app has no MDX policies at all.",
    .mdxReasonEnrolledUser:
      "The user enrolled in Secure Hub, whether or not logged on now.",
    .mdxReasonNotEnrolled: "Nobody is enrolled in Secure Hub yet, so the name is empty.",
    .mdxReasonOpenedBySecureHub: "Secure Hub opened the app, coming back from a logon.",
    .mdxReasonOpenedByUser:
      "The user opened the app, or it came back from the background by itself.",
    .mdxReasonUndefinedDuringWillEnterForeground:
      "Read during applicationWillEnterForeground, where this answer cannot be trusted; ask once the app is active.",
    .mdxReasonAppNotRunning: "The app is not running, so nothing asks.",
    .mdxTitle: "mamsim · Citrix MDX · %@ · %@",
    .mdxStatus:
      "F1: keys · Tab: next · Enter: choose · F4: device · F5: admin · F10: quit",
    .mdxHomeOpen: "Open %@",
    .mdxSecureHubBar: "Secure Hub",
    .mdxHubMissingTitle: "Secure Hub is needed",
    .mdxHubMissingMessage:
      "%@ is managed by %@. Install Secure Hub, then this app opens through it.",
    .mdxHubInstall: "Install Secure Hub",
    .mdxServerTitle: "Enrol this phone",
    .mdxServerMessage: "Type the address of your organization's server.",
    .mdxServerLabel: "Server address",
    .mdxNext: "Next",
    .mdxCredentialsTitle: "Your work account",
    .mdxCredentialsMessage: "Sign in to %@ with your directory user name and password.",
    .mdxUserLabel: "User name",
    .mdxPasswordLabel: "Password",
    .mdxSignIn: "Sign in",
    .mdxAuthLockedTitle: "Too many wrong PINs",
    .mdxAuthLockedMessage: "Sign in with your directory password to unlock %@.",
    .mdxCreatePinTitle: "Create your Citrix PIN",
    .mdxCreatePinMessage: "Choose %d digits. The PIN opens your work apps.",
    .mdxPinLabel: "PIN",
    .mdxConfirmPinLabel: "PIN again",
    .mdxCreate: "Create",
    .mdxLogonTitle: "Enter your Citrix PIN",
    .mdxLogonMessage: "Secure Hub logs you on, then takes you back to %@.",
    .mdxLogon: "Log on",
    .mdxPasscodeMessage: "%@ was idle for a while. Enter your PIN to go on.",
    .mdxUnlock: "Unlock",
    .mdxReminderTitle: "Connect soon",
    .mdxReminderMessage:
      "%@ must reach your organization's network within %d minutes, or it locks.",
    .mdxOk: "OK",
    .mdxOfflineTitle: "Offline too long",
    .mdxOfflineMessage: "Connect to the network and log on again to keep using %@.",
    .mdxJailbreakTitle: "This phone is not allowed",
    .mdxJailbreakMessage: "Your organization does not let %@ run on a jailbroken phone.",
    .mdxAdminLockTitle: "App locked",
    .mdxAdminLockMessage: "Your organization locked %@. Ask your help desk.",
    .mdxWipedTitle: "App wiped",
    .mdxWipedMessage:
      "Your organization removed the work data of %@ and this phone's enrollment. Ask your help desk.",
    .mdxRunningSignedIn: "Signed in as %@",
    .mdxRunningUnmanaged: "Running in %@ mode, with no Secure Hub logon",
    .mdxRunningNoData: "The app's work data was erased.",
    .mdxLogonCheck: "logonMdxWithFlag(force: false)",
    .mdxLogonForce: "logonMdxWithFlag(force: true)",
    .mdxDenialUnknownServer: "No server answers at that address.",
    .mdxDenialWrongCredentials: "That user name or password is not right.",
    .mdxDenialPinRules: "Use exactly %d digits.",
    .mdxDenialPinsDiffer: "The two PINs are not the same.",
    .mdxDenialWrongPin: "Wrong PIN. %d tries left.",
    .mdxDenialWrongPinLastTry: "Wrong PIN. One try left.",
    .mdxDenialOffline: "This needs the network, and the phone is offline.",
    .mdxRowInstallHub: "Install Secure Hub",
    .mdxRowRemoveHub: "Remove Secure Hub",
    .mdxRowGoOffline: "Network: turn off",
    .mdxRowGoOnline: "Network: turn on",
    .mdxRowJailbreak: "Jailbreak the phone",
    .mdxRowUnjailbreak: "Undo the jailbreak",
    .mdxRowBackground: "Send the app to the background",
    .mdxRowForeground: "Bring the app back",
    .mdxRowSignOff: "Sign off in Secure Hub",
    .mdxRowAdvance: "Advance the clock %d minutes",
    .mdxRowAdvanceDay: "Advance the clock 1 day",
    .mdxRowQuitApp: "Close the app",
    .mdxRowAppLock: "App lock",
    .mdxRowAppUnlock: "App unlock",
    .mdxRowAppWipe: "App wipe",
    .mdxRowAppUnwipe: "App unwipe",
    .mdxPanelDevice: "Device (F4)",
    .mdxPanelAdmin: "Administrator (F5)",
    .mdxPanelHints: "Up/Down: choose · Enter: do it · Esc: close",
    .mdxPanelState: "Secure Hub: %@ · network: %@ · jailbroken: %@.",
    .mdxPanelYes: "yes",
    .mdxPanelNo: "no",
    .mdxHelpF4: "F4                device panel: Secure Hub, network, jailbreak, clock",
    .mdxHelpF5: "F5                admin panel: App lock, unlock, wipe, unwipe",
    .mdxHelpNote: "The panel beside the phone shows what MdxManager answers now, and why.",
    .walkthroughNeedsVendorTitle: "This test is for the other SDK",
    .walkthroughNeedsVendorDo: "Start it on a scenario whose \"vendor\" is \"%@\".",
    .walkthroughFirstMdxTitle: "First MDX app: Secure Hub, logon, policies, App lock",
    .mdxWalkHubTitle: "Secure Hub is on the phone",
    .mdxWalkHubDo: "If the app says Secure Hub is missing, choose “%@”.",
    .mdxWalkEnrolTitle: "Enrol in Secure Hub",
    .mdxWalkEnrolDo:
      "Type the server address %@, then sign in as %@ with the password %@.",
    .mdxWalkEnrolNoUser:
      "Type the server address %@; the scenario has no directory user to sign in with.",
    .mdxWalkPinTitle: "Create the Citrix PIN",
    .mdxWalkPinDo: "Choose a PIN of %d digits and type it a second time to confirm it.",
    .mdxWalkManagedTitle: "The app is managed",
    .mdxWalkManagedDo:
      "Back in the app: isAppManaged now answers true, and getValueOfPolicy gives the administrator's values. Outside the walkthrough the panel beside the phone shows every answer.",
    .mdxWalkLogonTitle: "Log on again through Secure Hub",
    .mdxWalkLogonDo:
      "Press “%@” in the app; Secure Hub asks for your PIN, then hands you back to the app.",
    .mdxWalkLockTitle: "The administrator locks the app",
    .mdxWalkLockDo: "Press F5, choose App lock and press Enter: the app shows that it is locked.",
    .mdxWalkNotManaged:
      "This scenario's app is not in managed mode, so it never becomes managed: use a managed Citrix scenario.",
    .mdxWalkLockedEarly:
      "The app was locked before this step: press F5, choose %@ and press Enter, do this step, then lock the app again.",
    .mdxVaultOpen: "Shared vault",
    .mdxVaultTitle: "Vault “%@”",
    .mdxVaultCaller: "Calling from %@ (group %@)",
    .mdxVaultNoError: "The last call went through.",
    .mdxVaultError5101: "5101: no vault of that name in a group this app holds.",
    .mdxVaultError5102: "5102: the vault is there, but its data cannot be read.",
    .mdxVaultError5111:
      "5111: another app wrote the vault after this one loaded it. Load again, or force the sync.",
    .mdxVaultError5121: "5121: nothing usable to write (no pairs, or an empty key).",
    .mdxVaultKey: "Key",
    .mdxVaultValue: "Value",
    .mdxVaultCreate: "New",
    .mdxVaultLoad: "Load",
    .mdxVaultMerge: "Merge",
    .mdxVaultSync: "Sync",
    .mdxVaultForceSync: "Force sync",
    .mdxVaultDelete: "Delete",
    .mdxVaultClassCall: "Class call",
    .mdxVaultClassGet: "Read",
    .mdxVaultClassSave: "Replace",
    .mdxVaultClassDelete: "Remove",
    .mdxVaultCallerLocked: "Locked: this app must log on first.",
    .mdxVaultCallerWiped: "Wiped: no vault access until unwiped.",
    .mdxVaultLockApp: "Lock",
    .mdxVaultLogonApp: "Log on",
    .mdxVaultNextApp: "Other app",
    .mdxVaultBack: "Back",
    .walkthroughIntegrationTitle:
      "Integration: your app's files, the first policy, the exit criteria",
    .walkthroughIntegrationChecked: "Checked in %@ before the emulator started.",
    .walkthroughIntegrationMore: "%@ (and %d more in the report)",
    .walkthroughIntegrationMoreOne: "%@ (and 1 more in the report)",
    .walkthroughReportFindings: "Integration findings",
    .walkthroughReportFiles: "Files checked: %@.",
    .integrationStatusPass: "pass",
    .integrationStatusMissing: "missing",
    .integrationStatusWrong: "wrong",
    .integrationStatusNote: "note",
    .integrationStepSuffix: "%@ (step: %@)",
    .integrationStatusLine: "%@: %@",
    .integrationStepRequiredSettings: "Required settings",
    .integrationStepKeychainSharing: "Keychain sharing",
    .integrationStepQueriedSchemes: "Queried URL schemes",
    .integrationStepQueryLimit: "Apple's limit on queried schemes",
    .integrationStepURLSchemes: "The app's own URL schemes",
    .integrationStepFaceID: "Face ID usage description",
    .integrationStepSceneManifest: "Scene manifest",
    .integrationStepSettingsRules: "IntuneMAMSettings rules",
    .integrationNoSettings:
      "the Info.plist has no IntuneMAMSettings dictionary, so the SDK has no client id",
    .integrationClientIdSet: "ADALClientId is set",
    .integrationClientIdNeeded:
      "ADALClientId must hold the app's client id from its Entra app registration",
    .integrationRedirectSet: "%@ is set",
    .integrationRedirectNeeded:
      "neither ADALRedirectUri nor ADALRedirectScheme is set, so sign-in cannot come back to the app",
    .integrationKeychainNotArray:
      "keychain-access-groups must be an array of group names, and holds none",
    .integrationKeychainOff:
      "keychain sharing is off: the entitlements have no keychain-access-groups",
    .integrationKeychainOn: "keychain sharing is on",
    .integrationGroupUnprefixed:
      "\"%@\" has no team prefix: write it as \"%@\" so it names your team's group",
    .integrationGroupSpacesAround:
      "\"%@\" has spaces around it, which the keychain would take as part of the group's name: write it as \"%@\"",
    .integrationGroupPrefixGap:
      "\"%@\" has a dot or a space after its team prefix, which already ends with a dot: write it as \"%@\"",
    .integrationGroupPrefixAlone:
      "\"%@\" is a team prefix with no group name after it: add the group's name or remove the entry",
    .integrationGroupPrefixNoDot:
      "\"%@\" runs the team id %@ into the group name without its dot: write it as \"%@\"",
    .integrationOwnGroupMove:
      "the first group, \"%@\", is one of the SDK's: the first group is where the app's own keychain items go, so move the app's own group at line %d to the top",
    .integrationGroupsPrefixed: "every group has the team prefix",
    .integrationSdkGroupFirst:
      "the first group, \"%@\", is one of the SDK's: the first group is where the app's own keychain items go, so put the app's own group first",
    .integrationOwnGroupFirst: "the app's own group comes first",
    .integrationGroupShared: "\"%@\" is shared",
    .integrationMamGroupMissing: "the group \"%@\" is missing: the SDK keeps its state there",
    .integrationCacheGroupMissing: "the group \"%@\" is missing: MSAL keeps its token cache there",
    .integrationOverrideGroupMissing:
      "the group \"%@\" is missing: ADALCacheKeychainGroupOverride names it as MSAL's token cache",
    .integrationQueriesNotArray:
      "LSApplicationQueriesSchemes must be an array of schemes, not %@",
    .integrationMailtoCompanionMissing:
      "the app queries mailto, so it must also list \"%@\" for mail to go to a managed Outlook",
    .integrationQueriedTwinMissing:
      "\"%@\" is queried without its twin \"%@\": while a policy applies, canOpenURL may answer wrongly for it",
    .integrationOverLimitRemedy:
      "%@; the twin would not fit within the %d schemes iOS %d allows, so if that app carries the SDK, ask IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) first, then canOpenURL under the empty identity",
    .integrationSdkSchemesMissing:
      "%d of the %d schemes the SDK itself queries are not listed: %@",
    .integrationSdkSchemesMissingOne:
      "%d of the %d schemes the SDK itself queries is not listed: %@",
    .integrationQueriedTwinsPresent: "every queried scheme has its -intunemam twin",
    .integrationSdkSchemesListed: "the SDK's own schemes are all listed",
    .integrationMailtoCompanionFine:
      "mailto is not queried, or ms-outlook-intunemam is listed with it",
    .integrationQueriesNoLimit:
      "%d queried schemes, and no limit to check: Apple's limit starts with apps linked against iOS 15, and this one links against iOS %d",
    .integrationQueriesNoLimitOne:
      "%d queried scheme, and no limit to check: Apple's limit starts with apps linked against iOS 15, and this one links against iOS %d",
    .integrationQueriesWithinLimit:
      "%d queried schemes, within the %d allowed when linked against iOS %d",
    .integrationQueriesWithinLimitOne:
      "%d queried scheme, within the %d allowed when linked against iOS %d",
    .integrationQueriesOverLimit:
      "%d queried schemes, %d more than the %d iOS %d allows: canOpenURL answers no for %@. Drop %d of the -intunemam twins, choosing only twins of apps you know carry the Intune SDK (mamsim cannot tell which do; the list holds %@), and ask IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) before canOpenURL for those apps instead",
    .integrationQueriesOverLimitNoTwin:
      "%d queried schemes, %d more than the %d iOS %d allows: canOpenURL answers no for %@. The list holds no twin to drop: remove %d of the app's own queried schemes (the SDK's %d must stay)",
    .integrationQueriesOverLimitFewTwins:
      "%d queried schemes, %d more than the %d iOS %d allows: canOpenURL answers no for %@. Drop the twins %@ and ask IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) before canOpenURL for those apps instead, then remove %d of the app's own queried schemes (the SDK's %d must stay)",
    .integrationInvalidURLScheme:
      "\"%@\" is not a URL scheme (a letter, then letters, digits, +, - or .): App Store validation rejects the upload (error 409); list the scheme alone, such as the part before ://, and give it no -intunemam twin",
    .integrationQueriedNotScheme:
      "\"%@\" is not a scheme (a letter, then letters, digits, +, - or .): canOpenURL never matches it; list the scheme alone, such as the part before ://",
    .integrationURLTypesWrongKind:
      "%@ must be %@, not %@, or iOS ignores it",
    .integrationURLTwinMissing:
      "the app's scheme \"%@\" has no twin \"%@\": a managed app that may send org data only to managed apps cannot open this one",
    .integrationURLSchemesFine:
      "every URL scheme of the app is valid and has its -intunemam twin",
    .integrationFaceIDDescribed: "the app says why it uses Face ID",
    .integrationFaceIDMissing:
      "without a Face ID usage description iOS refuses Face ID to the app, so a policy that allows Face ID for the app PIN cannot offer it",
    .integrationFaceIDBlank:
      "the Face ID usage description is blank, and iOS refuses Face ID to an app that gives no reason, so a policy that allows Face ID for the app PIN cannot offer it",
    .integrationNoSceneManifest:
      "the app declares no scene manifest, so it does not use scenes",
    .integrationSceneConfigurationsDeclared: "the scene manifest declares its scene configurations",
    .integrationSceneConfigurationsMissing:
      "a scene manifest without scene configurations: enrollment and the policy arrive, yet the SDK may protect nothing in the app. Declare a configuration, or remove the manifest if the app does not use scenes",
    .integrationAutoEnrollSet: "MAMPolicyRequired comes with AutoEnrollOnLaunch",
    .integrationAutoEnrollNeeded:
      "an app that requires a policy must enroll at launch: set AutoEnrollOnLaunch to true",
    .integrationPolicyRequiredAppStore:
      "an app that cannot start without a policy is not accepted on the App Store",
    .integrationAppGroupsListed:
      "AppGroupIdentifiers lists every application group of the entitlements",
    .integrationAppGroupsMissing:
      "the entitlements grant the application groups %@ but AppGroupIdentifiers does not list them, so the SDK cannot protect what the app keeps there",
    .integrationFinishLaunchingSet:
      "FinishLaunchingAtStartup is on for an app with background tasks",
    .integrationFinishLaunchingNeeded:
      "the app registers background tasks (BGTaskSchedulerPermittedIdentifiers), so the SDK must finish launching at start-up: set FinishLaunchingAtStartup to true",
    .integrationContainingAppSet: "the extension names its containing app",
    .integrationContainingAppNeeded:
      "this is an extension (it has NSExtension), so ContainingAppBundleId must name the bundle id of the app that contains it",
    .checkIntegrationSkipped:
      "keychain sharing was not checked, as no entitlements were named: name the app's .entitlements file with --entitlements to check its keychain groups too",
    .checkEntitlementsIsInfo:
      "%@ is an app's Info.plist, not an entitlements file: name the app's .entitlements file there instead",
    .checkFilesSwapped:
      "this is an entitlements file, and --entitlements names %@, an app's Info.plist: are they swapped? Name the Info.plist to check, and the .entitlements file after --entitlements",
    .configureAdded: "%@: %@: added %@",
    .configureNothingToAdd: "%@: nothing to add, the file already has it all",
    .configureLeftOut:
      "%@: %@: not added, as they would pass Apple's limit of %d queried schemes for iOS %d: %@ (the app asks isURLAllowed for those apps instead)",
    .configureToDo: "to do by hand:",
    .configureNoEntitlements:
      "keychain sharing was not checked: give the app's entitlements with -e",
    .configureBuildSettings:
      "build settings: STRIP_SWIFT_SYMBOLS = NO and ENABLE_BITCODE = NO; with Xcode 26's Enhanced Security, turn off Authenticate Pointers and Enable Read-only Platform Memory",
    .configureRunAgain:
      "run mamsim configure again after every change to these files and every SDK update",
    .configureBinaryInPlace:
      "a binary Info.plist is not edited in place; name an XML file to write with -o",
    .configureCannotWrite: "cannot be written: %@",
    .configureSymlink:
      "it is a symbolic link; configure edits only a regular file, so name the file it points to",
    .configureNotRegular: "it is not a regular file",
    .configureHardLinks:
      "it has other hard links, which an edit in place would separate from it; write to another file with -o",
    .configureNotWritable:
      "you may not write to it; change its permissions, or write to another file with -o",
    .configureOutputReadOnly:
      "it is read-only; configure does not replace a file no one may write, so change its permissions or name another file",
    .configureOutputNotRegular:
      "it exists and is not a regular file (a symbolic link, a FIFO, a device or a folder), which configure does not replace; name a new file or a regular one",
    .configureOutputNotPlist:
      "it holds something other than a property list, which configure does not overwrite; name a new file or a property list",
    .configureOutputDash:
      "configure writes a file, never standard output; name the file to write with -o",
    .configureOutputIsEntitlementsOption:
      "it is the entitlements file -e names (%@), which configure does not overwrite with an Info.plist; name another file with -o",
    .configureOutputIsEntitlements:
      "it is an app's entitlements file, which configure does not overwrite with an Info.plist; name a new file or an Info.plist with -o",
    .configureTooLarge:
      "with the additions the file would be %d bytes, more than the %d bytes mamsim reads, so nothing was written and the file is as it was: make room in it (or leave out what is not needed) and run configure again",
    .configureChangedMeanwhile:
      "it changed while configure was running, so nothing was written and that change is kept; run configure again",
    .configureNothingChanged:
      "%@: nothing was changed, as configure cannot add to a value of another type (%@); see the to-do below",
    .configureNotEdited:
      "%@: %@: not edited, as it is not of the type configure adds to; see the to-do below",
    .configureRefusedEntitlements:
      "this looks like an entitlements file, not an Info.plist: are -i and -e swapped? -i takes the Info.plist, -e the .entitlements file",
    .configureRefusedNotDictionary:
      "the property list holds %@, not an Info.plist dictionary",
    .configureRefusedNotUTF8:
      "the file is not valid UTF-8, so it cannot be edited as text",
    .configureRefusedLayout:
      "the file's layout could not be followed",
    .configureRefusedNotXMLText:
      "%@ holds the control character %@, which an XML property list cannot hold, so this binary Info.plist cannot be written as XML; take the character out in Xcode and run configure again",
    .configureRefusedReadBack:
      "the edited file would not read back as intended, so it was left alone",
  ]
}
