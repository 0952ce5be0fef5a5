/// Which sentence says "one" of a counted sentence, for `StringTable.text(counting:_:_:)`.
extension StringKey {
  /// The sentence that counts exactly one thing in place of this one's "%d things", if it has one.
  ///
  /// It takes the same arguments as this key's sentence, and may leave out the count when the
  /// count is the last argument ("… 1 more line"); otherwise it shows the count as `%d`.
  public var one: StringKey? {
    switch self {
    case .pinLengthRequired: .pinLengthRequiredOne
    case .passcodeLengthRequired: .passcodeLengthRequiredOne
    case .pinReused: .pinReusedOne
    case .passcodeReused: .passcodeReusedOne
    case .passcodeChangeRequiredPinExpired: .passcodeChangeRequiredPinExpiredOne
    case .passcodeChangeRequiredPasscodeExpired: .passcodeChangeRequiredPasscodeExpiredOne
    case .panelMoreLines: .panelMoreLine
    case .walkthroughMoreAbove: .walkthroughMoreAboveOne
    case .walkthroughMoreBelow: .walkthroughMoreBelowOne
    case .walkthroughDigits: .walkthroughDigit
    case .walkthroughCharacters: .walkthroughCharacter
    case .walkthroughRuleTooShort: .walkthroughRuleTooShortOne
    case .walkthroughRuleReused: .walkthroughRuleReusedOne
    case .walkthroughRuleExpired: .walkthroughRuleExpiredOne
    case .durationSeconds: .durationSecond
    case .clipboardCharacterLimit: .clipboardCharacterLimitOne
    case .noticeCopied: .noticeCopiedOne
    case .noticePasted: .noticePastedOne
    case .consequenceReportedOnly: .consequenceReportedOnlyOne
    case .mdxDenialWrongPin: .mdxDenialWrongPinLastTry
    case .walkthroughIntegrationMore: .walkthroughIntegrationMoreOne
    case .integrationSdkSchemesMissing: .integrationSdkSchemesMissingOne
    case .integrationQueriesNoLimit: .integrationQueriesNoLimitOne
    case .integrationQueriesWithinLimit: .integrationQueriesWithinLimitOne
    default: nil
    }
  }
}
