/// A whole simulated world: tenant, policies, the app, the device and service timings.
public struct Scenario: Equatable, Sendable {
  /// A short name shown in panels and reports.
  public var name: String
  /// What the scenario is for.
  public var summary: String
  /// The organization.
  public var tenant: Tenant
  /// App protection policies, in Microsoft Graph `iosManagedAppProtection` form.
  public var policies: [AppProtectionPolicy]
  /// The app under emulation.
  public var app: AppDescription
  /// The phone.
  public var device: DeviceState
  /// How long the services take.
  public var timing: ServiceTiming

  /// Creates a scenario.
  public init(
    name: String, summary: String = "", tenant: Tenant, policies: [AppProtectionPolicy],
    app: AppDescription, device: DeviceState = DeviceState(),
    timing: ServiceTiming = ServiceTiming()
  ) {
    self.name = name
    self.summary = summary
    self.tenant = tenant
    self.policies = policies
    self.app = app
    self.device = device
    self.timing = timing
  }

  /// What no log line, recording or message may spell out: the app's `ValuesToScrubFromLogging`
  /// and the passwords of the accounts that are not demo ones.
  public var secrets: [String] {
    app.settings.valuesToScrubFromLogging + tenant.users.filter { !$0.isDemo }.map(\.password)
  }

  /// The policy that applies to `user` in this app: the first that targets the bundle id, is
  /// assigned to one of the user's groups, and does not exclude any of them (group ids are
  /// GUIDs, compared without case).
  public func policy(for user: TenantUser) -> AppProtectionPolicy? {
    func isUsers(_ group: String) -> Bool {
      user.groups.contains { $0.equalsIgnoringASCIICase(group) }
    }
    return policies.first { policy in
      policy.targetedBundleIds.contains { $0.equalsIgnoringASCIICase(app.bundleId) }
        && policy.assignedGroupIds.contains(where: isUsers)
        && !policy.excludedGroupIds.contains(where: isUsers)
    }
  }
}

extension String {
  /// Whether the two strings are equal when ASCII letters are compared without case (bundle ids,
  /// UPNs and GUIDs), without allocating lower-cased copies.
  func equalsIgnoringASCIICase(_ other: String) -> Bool {
    let left = utf8
    let right = other.utf8
    guard left.count == right.count else { return false }
    func fold(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
    return zip(left, right).allSatisfy { fold($0) == fold($1) }
  }
}
