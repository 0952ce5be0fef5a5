import Screens

extension TapeKey {
  /// The key the app receives when a tape presses this one.
  public var screenKey: Key {
    switch self {
    case .enter: .enter
    case .tab: .tab
    case .space: .character(" ")
    case .backspace: .backspace
    case .delete: .delete
    case .escape: .escape
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .home: .home
    case .end: .end
    case .shiftTab: .backTab
    case .function(let number): .function(number)
    case .control(let character): .control(character)
    case .alt(let character): .alt(character)
    }
  }
}
