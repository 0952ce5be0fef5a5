/// The status codes the SDK's enrollment delegate reports (`IntuneMAMEnrollmentStatusCode`).
public enum EnrollmentStatusCode: Int, Equatable, Hashable, Sendable, Codable, CaseIterable {
  case newPoliciesReceived = 100
  case policiesHaveNotChanged = 101
  case wipeReceived = 102
  case noPolicyReceived = 103
  case unenrollmentSuccess = 104
  case accountNotLicensed = 200
  case internalError = 201
  case authRequired = 203
  case locationServiceFailure = 204
  case enrollmentEndPointNetworkFailure = 205
  case parsingFailure = 206
  case nilAccount = 207
  case alreadyEnrolled = 208
  case notEmmAccount = 209
  case mdmEnrolledDifferentUser = 210
  case notDeviceAccount = 211
  case policyEndPointNetworkFailure = 212
  case appNotEnrolled = 213
  case notEnrolledAccount = 214
  case failedToClearMamData = 215
  case timeout = 216
  case switchExistingAccount = 218
  case loginCanceled = 219
  case policyRecordGone = 220
  case reEnrollForUnenrolledUser = 221
  case tenantMigration = 222
  case licensedNotTargeted = 225
  case deviceBlockedEnrollment = 226
  case singleManagedAccountMode = 227

  /// The SDK's name of the code without its prefix, e.g. `NewPoliciesReceived`.
  public var name: String {
    switch self {
    case .newPoliciesReceived: "NewPoliciesReceived"
    case .policiesHaveNotChanged: "PoliciesHaveNotChanged"
    case .wipeReceived: "WipeReceived"
    case .noPolicyReceived: "NoPolicyReceived"
    case .unenrollmentSuccess: "UnenrollmentSuccess"
    case .accountNotLicensed: "AccountNotLicensed"
    case .internalError: "InternalError"
    case .authRequired: "AuthRequired"
    case .locationServiceFailure: "LocationServiceFailure"
    case .enrollmentEndPointNetworkFailure: "EnrollmentEndPointNetworkFailure"
    case .parsingFailure: "ParsingFailure"
    case .nilAccount: "NilAccount"
    case .alreadyEnrolled: "AlreadyEnrolled"
    case .notEmmAccount: "NotEmmAccount"
    case .mdmEnrolledDifferentUser: "MdmEnrolledDifferentUser"
    case .notDeviceAccount: "NotDeviceAccount"
    case .policyEndPointNetworkFailure: "PolicyEndPointNetworkFailure"
    case .appNotEnrolled: "AppNotEnrolled"
    case .notEnrolledAccount: "NotEnrolledAccount"
    case .failedToClearMamData: "FailedToClearMamData"
    case .timeout: "Timeout"
    case .switchExistingAccount: "SwitchExistingAccount"
    case .loginCanceled: "LoginCanceled"
    case .policyRecordGone: "PolicyRecordGone"
    case .reEnrollForUnenrolledUser: "ReEnrollForUnenrolledUser"
    case .tenantMigration: "TenantMigration"
    case .licensedNotTargeted: "LicensedNotTargeted"
    case .deviceBlockedEnrollment: "DeviceBlockedEnrollment"
    case .singleManagedAccountMode: "SingleManagedAccountMode"
    }
  }

  /// Whether the request this code answers succeeded (the 1xx codes).
  public var isSuccess: Bool { rawValue < 200 }

  /// Whether the code means the network could not be reached.
  public var isNetworkFailure: Bool {
    self == .enrollmentEndPointNetworkFailure || self == .policyEndPointNetworkFailure
      || self == .timeout
  }
}
