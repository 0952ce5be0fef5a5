/// How long the simulated services take to answer, in virtual time.
public struct ServiceTiming: Equatable, Sendable {
  /// Time for the identity provider to answer a sign-in.
  public var signIn: Duration
  /// Time for the MAM service to answer an enrollment, check-in or unenrollment.
  public var mamService: Duration

  /// Creates timings.
  public init(signIn: Duration = .milliseconds(600), mamService: Duration = .milliseconds(800)) {
    self.signIn = signIn
    self.mamService = mamService
  }
}
