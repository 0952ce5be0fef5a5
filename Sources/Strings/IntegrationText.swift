import SessionEngine

/// The integration checks in words: each step's title, each finding's sentence and status, and
/// a finding as a diagnostic line, in the language of a strings table.
///
/// `mamsim check`, `mamsim configure` and the integration walkthrough all word findings here,
/// so the same finding reads the same everywhere.
public enum IntegrationText {
  /// The title of `step`.
  public static func title(_ step: IntegrationStep, _ strings: StringTable) -> String {
    let key: StringKey =
      switch step {
      case .requiredSettings: .integrationStepRequiredSettings
      case .keychainSharing: .integrationStepKeychainSharing
      case .queriedSchemes: .integrationStepQueriedSchemes
      case .queryLimit: .integrationStepQueryLimit
      case .urlSchemes: .integrationStepURLSchemes
      case .faceID: .integrationStepFaceID
      case .sceneManifest: .integrationStepSceneManifest
      case .settingsRules: .integrationStepSettingsRules
      }
    return strings.text(key)
  }

  /// `pass`, `missing` or `wrong`, in `strings`' words.
  public static func status(_ status: IntegrationStatus, _ strings: StringTable) -> String {
    switch status {
    case .pass: strings.text(.integrationStatusPass)
    case .missing: strings.text(.integrationStatusMissing)
    case .wrong: strings.text(.integrationStatusWrong)
    case .note: strings.text(.integrationStatusNote)
    }
  }

  /// The finding as its status then its sentence: `missing: …`.
  public static func statusLine(_ finding: IntegrationFinding, _ strings: StringTable) -> String {
    strings.text(.integrationStatusLine, status(finding.status, strings), message(finding, strings))
  }

  /// The finding's sentence.
  public static func message(_ finding: IntegrationFinding, _ strings: StringTable) -> String {
    message(finding.reason, strings)
  }

  /// The finding as a diagnostic: `file:line: key path: severity: status: sentence (step: …)`;
  /// a note has no status of its own beside its severity (`note: sentence (step: …)`).
  public static func diagnostic(_ finding: IntegrationFinding, _ strings: StringTable)
    -> Diagnostic
  {
    let sentence = strings.text(
      .integrationStepSuffix, message(finding, strings), title(finding.step, strings))
    let text =
      finding.status == .note
      ? sentence : strings.text(.integrationStatusLine, status(finding.status, strings), sentence)
    return Diagnostic(
      finding.severity, file: finding.file, line: finding.line, keyPath: finding.keyPath,
      message: text)
  }

  /// Names as a list: each in quotes, separated by commas.
  static func quoted(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// The sentence of `reason` in `strings`' words.
  public static func message(_ reason: IntegrationMessage, _ strings: StringTable) -> String {
    switch reason {
    case .noSettings: strings.text(.integrationNoSettings)
    case .clientIdSet: strings.text(.integrationClientIdSet)
    case .clientIdNeeded: strings.text(.integrationClientIdNeeded)
    case .redirectSet(let key): strings.text(.integrationRedirectSet, key)
    case .redirectNeeded: strings.text(.integrationRedirectNeeded)
    case .keychainNotArray: strings.text(.integrationKeychainNotArray)
    case .keychainOff: strings.text(.integrationKeychainOff)
    case .keychainOn: strings.text(.integrationKeychainOn)
    case .groupUnprefixed(let group, let prefixed):
      strings.text(.integrationGroupUnprefixed, group, prefixed)
    case .groupSpacesAround(let group, let corrected):
      strings.text(.integrationGroupSpacesAround, group, corrected)
    case .groupPrefixGap(let group, let corrected):
      strings.text(.integrationGroupPrefixGap, group, corrected)
    case .groupPrefixAlone(let group): strings.text(.integrationGroupPrefixAlone, group)
    case .groupPrefixNoDot(let group, let team, let corrected):
      strings.text(.integrationGroupPrefixNoDot, group, team, corrected)
    case .ownGroupMove(let group, let line): strings.text(.integrationOwnGroupMove, group, line)
    case .groupsPrefixed: strings.text(.integrationGroupsPrefixed)
    case .sdkGroupFirst(let group): strings.text(.integrationSdkGroupFirst, group)
    case .ownGroupFirst: strings.text(.integrationOwnGroupFirst)
    case .groupShared(let group): strings.text(.integrationGroupShared, group)
    case .mamGroupMissing(let group): strings.text(.integrationMamGroupMissing, group)
    case .cacheGroupMissing(let group): strings.text(.integrationCacheGroupMissing, group)
    case .overrideGroupMissing(let group): strings.text(.integrationOverrideGroupMissing, group)
    case .queriesNotArray(let kind): strings.text(.integrationQueriesNotArray, kind)
    case .mailtoCompanionMissing(let scheme, let overLimit):
      remedy(strings.text(.integrationMailtoCompanionMissing, scheme), overLimit, strings)
    case .queriedTwinMissing(let scheme, let twin, let overLimit):
      remedy(strings.text(.integrationQueriedTwinMissing, scheme, twin), overLimit, strings)
    case .sdkSchemesMissing(let count, let total, let schemes):
      strings.text(
        counting: count, .integrationSdkSchemesMissing, count, total,
        schemes.joined(separator: ", "))
    case .queriedTwinsPresent: strings.text(.integrationQueriedTwinsPresent)
    case .sdkSchemesListed: strings.text(.integrationSdkSchemesListed)
    case .mailtoCompanionFine: strings.text(.integrationMailtoCompanionFine)
    case .queriesNoLimit(let count, let linkedSDK):
      strings.text(counting: count, .integrationQueriesNoLimit, count, linkedSDK)
    case .queriesWithinLimit(let count, let limit, let linkedSDK):
      strings.text(counting: count, .integrationQueriesWithinLimit, count, limit, linkedSDK)
    case .queriesOverLimit(let count, let excess, let limit, let linkedSDK, let past, let twins):
      // Dropping twins is the guide's remedy; when there are too few, the app's own entries go.
      if twins.count >= excess {
        strings.text(
          // Every twin the list holds: which of them are of apps carrying the SDK is the
          // developer's to know, not the tail of the list.
          .integrationQueriesOverLimit, count, excess, limit, linkedSDK, quoted(past), excess,
          quoted(twins))
      } else if twins.isEmpty {
        strings.text(
          .integrationQueriesOverLimitNoTwin, count, excess, limit, linkedSDK, quoted(past), excess,
          IntuneURLSchemes.sdkQueried.count)
      } else {
        strings.text(
          .integrationQueriesOverLimitFewTwins, count, excess, limit, linkedSDK, quoted(past),
          quoted(twins), excess - twins.count, IntuneURLSchemes.sdkQueried.count)
      }
    case .invalidURLScheme(let scheme): strings.text(.integrationInvalidURLScheme, scheme)
    case .queriedNotScheme(let scheme): strings.text(.integrationQueriedNotScheme, scheme)
    case .urlTypesWrongKind(let keyPath, let expected, let kind):
      strings.text(.integrationURLTypesWrongKind, keyPath, expected, kind)
    case .urlTwinMissing(let scheme, let twin):
      strings.text(.integrationURLTwinMissing, scheme, twin)
    case .urlSchemesFine: strings.text(.integrationURLSchemesFine)
    case .faceIDDescribed: strings.text(.integrationFaceIDDescribed)
    case .faceIDMissing: strings.text(.integrationFaceIDMissing)
    case .faceIDBlank: strings.text(.integrationFaceIDBlank)
    case .noSceneManifest: strings.text(.integrationNoSceneManifest)
    case .sceneConfigurationsDeclared: strings.text(.integrationSceneConfigurationsDeclared)
    case .sceneConfigurationsMissing: strings.text(.integrationSceneConfigurationsMissing)
    case .autoEnrollSet: strings.text(.integrationAutoEnrollSet)
    case .autoEnrollNeeded: strings.text(.integrationAutoEnrollNeeded)
    case .policyRequiredAppStore: strings.text(.integrationPolicyRequiredAppStore)
    case .appGroupsListed: strings.text(.integrationAppGroupsListed)
    case .appGroupsMissing(let groups): strings.text(.integrationAppGroupsMissing, quoted(groups))
    case .finishLaunchingSet: strings.text(.integrationFinishLaunchingSet)
    case .finishLaunchingNeeded: strings.text(.integrationFinishLaunchingNeeded)
    case .containingAppSet: strings.text(.integrationContainingAppSet)
    case .containingAppNeeded: strings.text(.integrationContainingAppNeeded)
    }
  }

  /// Why `mamsim configure` left an Info.plist alone, in `strings`' words.
  public static func refusal(_ refusal: IntegrationConfigurator.Refusal, _ strings: StringTable)
    -> String
  {
    switch refusal {
    case .notADictionary(let kind): strings.text(.configureRefusedNotDictionary, kind)
    case .notUTF8: strings.text(.configureRefusedNotUTF8)
    case .layoutLost: strings.text(.configureRefusedLayout)
    case .readBackDiffers: strings.text(.configureRefusedReadBack)
    case .notXMLText(let keyPath, let character):
      strings.text(.configureRefusedNotXMLText, keyPath, character)
    case .entitlementsFile: strings.text(.configureRefusedEntitlements)
    }
  }

  /// `sentence`, with the way round Apple's limit when the scheme it asks for does not fit.
  private static func remedy(
    _ sentence: String, _ overLimit: IntegrationMessage.QueryLimit?, _ strings: StringTable
  ) -> String {
    guard let overLimit else { return sentence }
    return strings.text(
      .integrationOverLimitRemedy, sentence, overLimit.limit, overLimit.linkedSDK)
  }
}

extension IntegrationFinding {
  /// The finding's sentence in English (`IntegrationText.message(_:_:)` words it in any
  /// language).
  public var message: String { IntegrationText.message(reason, StringTable()) }

  /// The finding as a diagnostic in English.
  public var diagnostic: Diagnostic { IntegrationText.diagnostic(self, StringTable()) }
}

extension IntegrationStep {
  /// The step's title in English.
  public var title: String { IntegrationText.title(self, StringTable()) }
}
