/// What a screen's controls do, as data: the actions each button, field or set of PIN boxes
/// runs, by control id, and for a list the actions of each of its rows.
///
/// A field's actions run on Enter only when the screen has no default button (Enter in a field
/// presses that button); PIN boxes that submit themselves run theirs on the last character.
public struct ScreenActions: Equatable, Sendable {
  /// The actions of each control that is not a list, by control id.
  public var controls: [String: [AppAction]]
  /// The actions of each row of each list, by the list's control id.
  public var rows: [String: [[AppAction]]]

  /// Actions by control id, and by row for the lists.
  public init(_ controls: [String: [AppAction]] = [:], rows: [String: [[AppAction]]] = [:]) {
    self.controls = controls
    self.rows = rows
  }

  /// What activating `control` runs, `row` being the selected row when it is a list: nothing
  /// for a row past the end or a control the screen names nothing for.
  public func actions(for control: String, row: Int) -> [AppAction] {
    if let rows = rows[control] { return rows.indices.contains(row) ? rows[row] : [] }
    return controls[control] ?? []
  }
}
