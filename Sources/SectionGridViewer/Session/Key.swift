/// A key press or mouse event, independent of the terminal library that read it.
public enum Key: Hashable, Sendable {
    /// A printable character (including space).
    case character(Character)
    /// A control character, named by its letter: `.control("c")` is Ctrl-C.
    case control(Character)
    /// Arrow keys.
    case up, down, left, right
    /// Arrow keys with Shift held (they move the selected item).
    case shiftUp, shiftDown, shiftLeft, shiftRight
    /// Paging and jumping keys.
    case pageUp, pageDown, home, end
    /// Tab and Shift-Tab.
    case tab, backTab
    /// Return / Enter.
    case enter
    /// Escape (alone, not the start of a sequence).
    case escape
    /// Backspace (⌫, which a Mac keyboard labels delete).
    case backspace
    /// Delete (the forward-delete key, `ESC [ 3 ~`).
    case delete
    /// A mouse event at a cell.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize
}

/// A mouse event at a grid cell.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Action: Hashable, Sendable {
        /// A button (any of the three) was clicked or pressed.
        case click
        /// The pointer moved with a button held (a drag; terminals report it under mode 1002).
        case drag
        /// The button was let go.
        case release
        /// The wheel turned up (away from the user).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
    }

    /// What happened.
    public var action: Action
    /// Column of the event.
    public var column: Int
    /// Row of the event.
    public var row: Int

    /// Creates a mouse event.
    public init(action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }
}
