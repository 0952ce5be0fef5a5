import SessionEngine

/// A data action a control asks for: the action, where it happens, the text it carries (what an
/// "Open in" sends), and the field a paste fills.
public struct DataRequest: Equatable, Sendable {
  /// The action.
  public var action: DataAction
  /// Where it happens.
  public var surface: DataSurface
  /// The text an "Open in" or a receive carries.
  public var text: String
  /// The field an allowed paste fills, if any.
  public var field: String?

  /// Creates a request.
  public init(
    _ action: DataAction, on surface: DataSurface, text: String = "", field: String? = nil
  ) {
    self.action = action
    self.surface = surface
    self.text = text
    self.field = field
  }
}
