/// A Citrix MDX world: the organisation and its server, the app and its mode, the directory, the
/// phone and the policies, as a scenario file with `"vendor": "citrix"` describes it.
public struct MDXScenario: Equatable, Sendable {
  /// The scenario's name.
  public var name: String
  /// One line about it.
  public var summary: String
  /// The organisation's name, as Secure Hub shows it.
  public var organisation: String
  /// The app's name.
  public var appName: String
  /// The app's bundle identifier.
  public var bundleId: String
  /// How the SDK treats the app, the server, the directory and the policies.
  public var configuration: MDXConfiguration
  /// The phone at the start.
  public var device: MDXDevice

  /// Creates a scenario.
  public init(
    name: String, summary: String, organisation: String, appName: String, bundleId: String,
    configuration: MDXConfiguration, device: MDXDevice
  ) {
    self.name = name
    self.summary = summary
    self.organisation = organisation
    self.appName = appName
    self.bundleId = bundleId
    self.configuration = configuration
    self.device = device
  }

  /// What no recording or message may spell out: the passwords of the accounts that are not
  /// demo ones.
  public var secrets: [String] {
    configuration.users.filter { !$0.isDemo }.map { $0.password.reveal() }
  }

  /// The engine's state on a phone where the app was just installed.
  public var initialState: MDXState {
    var state = MDXState(
      configuration: configuration, secureHubInstalled: device.secureHubInstalled)
    state.jailbroken = device.jailbroken
    state.online = device.online
    return state
  }
}
