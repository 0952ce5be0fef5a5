import SessionEngine

/// A data action a control asks for, with all the front needs to carry it out and show what the
/// SDK decided: the action, the context the SDK decides in (where it happens, the identity, the
/// policy), the text it carries (what an "Open in" sends) or the field that text is typed in,
/// the field a paste fills, the app the front's notice names, and the note a receive adds.
public struct DataRequest: Equatable, Sendable {
  /// The action.
  public var action: DataAction
  /// What the SDK decides in; its surface is where the action happens.
  public var context: DataContext
  /// The text an "Open in" or a receive carries.
  public var text: String
  /// The field whose typed text the action carries (and a copy copies) when it runs, if any.
  public var textField: String?
  /// The field an allowed paste fills, if any.
  public var field: String?
  /// The app the notice of an allowed "Open in" (its destination) or receive (the app under
  /// test) names.
  public var appName: String
  /// The note an allowed receive adds (its id and owner); its title and body are the text.
  public var note: Note?

  /// Creates a request.
  public init(
    _ action: DataAction, in context: DataContext, text: String = "", textField: String? = nil,
    field: String? = nil, appName: String = "", note: Note? = nil
  ) {
    self.action = action
    self.context = context
    self.text = text
    self.textField = textField
    self.field = field
    self.appName = appName
    self.note = note
  }

  /// Where it happens.
  public var surface: DataSurface { context.surface }

  /// The request as it runs with `fields` typed: the text of its field, if it names one.
  public func reading(_ fields: [String: String]) -> DataRequest {
    guard let textField else { return self }
    var request = self
    request.text = fields[textField] ?? ""
    if case .copy = action { request.action = .copy(request.text) }
    return request
  }
}
