/// A change to the simulated device, from a `Device` command.
public enum DeviceChange: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `Device jailbroken true|false`.
  case jailbroken(Bool)
  /// `Device os "16.4"`: the OS version.
  case os(String)
  /// `Device model "iPhone14,2"`: the hardware model.
  case model(String)
  /// `Device online true|false`: whether the network is reachable.
  case online(Bool)
  /// `Device threat high`: the threat level a defense app reports (see `threatLevels`).
  case threat(String)

  /// The threat levels `Device threat` accepts.
  public static let threatLevels = ["secured", "low", "medium", "high"]

  /// The property names `Device` accepts.
  public static let properties = ["jailbroken", "os", "model", "online", "threat"]

  /// The command as a tape writes it.
  public var description: String {
    switch self {
    case .jailbroken(let flag): "Device jailbroken \(flag)"
    case .os(let version): "Device os \(TapeQuoting.quoted(version))"
    case .model(let model): "Device model \(TapeQuoting.quoted(model))"
    case .online(let flag): "Device online \(flag)"
    case .threat(let level): "Device threat \(level)"
    }
  }
}
