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

  /// The delegate method's short name, as tapes write it (`policyRequest`, `wipeData`).
  public var name: String {
    switch self {
    case .enrollmentRequest: "enrollmentRequest"
    case .policyRequest: "policyRequest"
    case .unenrollRequest: "unenrollRequest"
    case .restartApplication: "restartApplication"
    case .wipeData: "wipeData"
    }
  }

  /// The status code, for the three enrollment-delegate calls.
  public var statusCode: EnrollmentStatusCode? {
    switch self {
    case .enrollmentRequest(let status), .policyRequest(let status), .unenrollRequest(let status):
      status.code
    case .restartApplication, .wipeData: nil
    }
  }

  /// Every delegate name a tape may expect.
  public static let knownNames = [
    "enrollmentRequest", "policyRequest", "unenrollRequest", "restartApplication", "wipeData",
  ]
}
