/// One call the SDK makes into the app's delegates: what the event log records and tapes check.
public enum DelegateCallback: Equatable, Hashable, Sendable {
  /// `enrollmentRequestWithStatus:` on the enrollment delegate.
  case enrollmentRequest(EnrollmentStatus)
  /// `policyRequestWithStatus:` on the enrollment delegate.
  case policyRequest(EnrollmentStatus)
  /// `unenrollRequestWithStatus:` on the enrollment delegate.
  case unenrollRequest(EnrollmentStatus)
  /// `restartApplication` on the policy delegate; `appRestartsItself` is the app's answer.
  case restartApplication(appRestartsItself: Bool)
  /// `wipeDataForAccountId:` on the policy delegate; `handledByApp` is the app's answer.
  case wipeData(account: Account, handledByApp: Bool)
  /// A switch of the UI identity ended (multi-identity), with its result
  /// (`IntuneMAMSwitchIdentityResult`).
  case identitySwitchRequired(IdentitySwitchResult)

  /// The delegate method's short name, as tapes write it (`policyRequest`, `wipeData`).
  public var name: String {
    switch self {
    case .enrollmentRequest: "enrollmentRequest"
    case .policyRequest: "policyRequest"
    case .unenrollRequest: "unenrollRequest"
    case .restartApplication: "restartApplication"
    case .wipeData: "wipeData"
    case .identitySwitchRequired: "identitySwitchRequired"
    }
  }

  /// The status code, for the three enrollment-delegate calls.
  public var statusCode: EnrollmentStatusCode? {
    switch self {
    case .enrollmentRequest(let status), .policyRequest(let status), .unenrollRequest(let status):
      status.code
    case .restartApplication, .wipeData, .identitySwitchRequired: nil
    }
  }

  /// The number a tape's `Expect Event name N` compares: the enrollment status code, or the
  /// identity switch's result.
  public var statusNumber: Int? {
    if case .identitySwitchRequired(let result) = self { return result.rawValue }
    return statusCode?.rawValue
  }

  /// Every delegate name a tape may expect.
  public static let knownNames = [
    "enrollmentRequest", "policyRequest", "unenrollRequest", "restartApplication", "wipeData",
    "identitySwitchRequired",
  ]
}
