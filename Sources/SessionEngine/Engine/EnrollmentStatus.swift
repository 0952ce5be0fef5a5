/// What the SDK hands its enrollment delegate: who, which code, and whether it worked.
public struct EnrollmentStatus: Equatable, Hashable, Sendable {
  /// The account's object id, or "" when the request had no account.
  public var accountId: String
  /// The account's UPN, or "" when the request had no account.
  public var upn: String
  /// The status code.
  public var code: EnrollmentStatusCode
  /// An explanation for failures, in our own words.
  public var errorString: String?

  /// Creates a status for `account` (or none).
  public init(account: Account?, code: EnrollmentStatusCode, errorString: String? = nil) {
    self.accountId = account?.objectId ?? ""
    self.upn = account?.upn ?? ""
    self.code = code
    self.errorString = errorString
  }

  /// Whether the request succeeded.
  public var didSucceed: Bool { code.isSuccess }
}
