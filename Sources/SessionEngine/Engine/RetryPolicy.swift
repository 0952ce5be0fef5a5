/// When the SDK tries again after a failed enrollment or check-in.
public enum RetryPolicy {
  /// The regular check-in interval while enrolled.
  public static let checkInInterval: Duration = .seconds(30 * 60)
  /// The wait after "not licensed" or "licensed but not targeted".
  public static let notTargetedRetry: Duration = .seconds(12 * 3600)
  /// The wait after any other failed enrollment.
  public static let enrollmentRetry: Duration = .seconds(24 * 3600)
  /// The longest back-off after network failures.
  public static let maximumNetworkBackoff: Duration = .seconds(60 * 60)

  /// The wait before retrying after `code`, when `failures` network failures came in a row.
  public static func delay(after code: EnrollmentStatusCode, networkFailures failures: Int)
    -> Duration
  {
    switch code {
    case .accountNotLicensed, .licensedNotTargeted, .noPolicyReceived: return notTargetedRetry
    case _ where code.isNetworkFailure:
      // 5, 10, 20, 40 minutes, then every 60.
      let exponent = max(0, min(failures - 1, 4))
      let minutes = min(5 << exponent, 60)
      return .seconds(minutes * 60)
    default: return enrollmentRetry
    }
  }
}
