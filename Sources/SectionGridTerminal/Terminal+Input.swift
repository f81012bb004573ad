import CNcursesw
import CNcurseswShim
import SectionGridViewer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
    /// The next key or mouse event, waiting at most `timeoutMilliseconds` (negative: forever); `nil`
    /// when none arrived (or a signal interrupted the wait).
    public func nextKey(timeoutMilliseconds: Int32) -> Key? {
        guard isOpen else { return nil }
        if !pendingKeys.isEmpty { return pendingKeys.removeFirst() }
        let started = ContinuousClock.now
        let (key, read) = readKey(timeoutMilliseconds: timeoutMilliseconds)
        if read {
            instantFailures = 0
        } else {
            noteFailedRead(waited: ContinuousClock.now - started, timeoutMilliseconds: timeoutMilliseconds)
        }
        return key
    }

    /// The next key or mouse event, sleeping until one arrives, one of `descriptors` becomes readable
    /// (a file watcher's events), `timeoutMilliseconds` pass (negative: never) or a signal comes (an exit
    /// signal, a resize); `nil` for all but the first. Nothing wakes the process in between: the wait is
    /// one `ppoll` on the input and `descriptors`, with the signals the run loop acts on let in only
    /// during it, so one arriving just before is not slept through.
    public func nextKey(timeoutMilliseconds: Int32, wakingOn descriptors: [Int32]) -> Key? {
        guard isOpen else { return nil }
        if !pendingKeys.isEmpty { return pendingKeys.removeFirst() }
        var previous = sigset_t()
        sg_block_wake_signals(&previous)
        defer { sg_restore_signals(&previous) }
        // Keys ncurses has read ahead, or a resize it has noted, before going to sleep.
        let (buffered, didRead) = readKey(timeoutMilliseconds: 0)
        if didRead {
            instantFailures = 0
            return buffered
        }
        if ExitSignal.isPending { return nil }
        var watched = [inputDescriptor] + descriptors.prefix(63)
        var ready = [Int16](repeating: 0, count: watched.count)
        let count = sg_wait_readable(&watched, &ready, Int32(watched.count), timeoutMilliseconds, &previous)
        guard count > 0, ready[0] != 0 else { return nil }
        let (key, read) = readKey(timeoutMilliseconds: 0)
        if read {
            instantFailures = 0
            return key
        }
        // The input is readable but yields nothing, again and again: it is at end of file.
        instantFailures += 1
        if instantFailures >= 100 { isInputClosed = true }
        return nil
    }

    /// One key from ncurses, waiting at most `timeoutMilliseconds`, and whether ncurses read anything
    /// (an ignored sequence reads something and returns no key).
    private func readKey(timeoutMilliseconds: Int32) -> (key: Key?, read: Bool) {
        let window = sg_stdscr()
        wtimeout(window, timeoutMilliseconds)
        var code: wint_t = 0
        switch wget_wch(window, &code) {
        case KEY_CODE_YES: return (special(Int32(bitPattern: code)), true)
        case OK: return (code == 27 ? escape(in: window) : character(UInt32(code)), true)
        default: return (nil, false)
        }
    }

    /// A read that fails at once, again and again, although it was asked to wait, means the input is
    /// at end of file (a signal interrupting a wait is rare and does not repeat 100 times in a row).
    private func noteFailedRead(waited: Duration, timeoutMilliseconds: Int32) {
        guard timeoutMilliseconds > 10, waited < .milliseconds(timeoutMilliseconds / 2) else {
            instantFailures = 0
            return
        }
        instantFailures += 1
        if instantFailures >= 100 { isInputClosed = true }
    }

    /// After an ESC: a lone Escape when nothing follows (ncurses has already waited `ESCDELAY` for the
    /// rest of a sequence), else the sequence read to its end and mapped by `EscapeSequence` — all of
    /// it, so no part of it acts as keys of its own. A key ncurses recognises after the ESC is the older
    /// Alt form of that key (`ESC ESC O B`, Alt-Down): the key itself.
    private func escape(in window: UnsafeMutablePointer<WINDOW>?) -> Key? {
        wtimeout(window, 0)
        var body: [Unicode.Scalar] = []
        while body.count < EscapeSequence.maximumLength, !EscapeSequence.isComplete(body) {
            var code: wint_t = 0
            let status = wget_wch(window, &code)
            if status == KEY_CODE_YES { return special(Int32(bitPattern: code)) }
            guard status == OK, let scalar = Unicode.Scalar(UInt32(code)) else { break }
            body.append(scalar)
        }
        return body.isEmpty ? .escape : EscapeSequence.key(for: body)
    }

    private func special(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_SR: return .shiftUp
        case KEY_SF: return .shiftDown
        case KEY_SLEFT: return .shiftLeft
        case KEY_SRIGHT: return .shiftRight
        case KEY_BACKSPACE: return .backspace
        case KEY_DC, KEY_SDC: return .delete
        case KEY_RESIZE:
            sg_resize_handled()
            // Whatever was written while the terminal and ncurses disagreed on its size may sit
            // anywhere on the screen: the next frame repaints it all.
            invalidate()
            return .resize
        case KEY_MOUSE: return mouse()
        default: return modifiedKeys[code]
        }
    }

    private func character(_ value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return Unicode.Scalar(value + 96).map { .control(Character($0)) }
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }

    /// The mouse events ncurses has queued, oldest first: when several arrive in one read (a press and
    /// the first motion of a drag), ncurses keeps them all but `getmouse` hands out the newest first.
    private func mouse() -> Key? {
        var events: [Key] = []
        var event = MEVENT()
        while events.count < 64, getmouse(&event) == OK {
            if let key = Terminal.key(for: event) { events.append(key) }
        }
        events.reverse()
        guard !events.isEmpty else { return nil }
        pendingKeys += events.dropFirst()
        return events[0]
    }

    private static func key(for event: MEVENT) -> Key? {
        let action: MouseEvent.Action
        if event.bstate & sg_mouse_wheel_up() != 0 {
            action = .wheelUp
        } else if sg_mouse_wheel_down() != 0, event.bstate & sg_mouse_wheel_down() != 0 {
            action = .wheelDown
        } else if event.bstate & sg_mouse_motion() != 0 {
            action = .drag
        } else if event.bstate & sg_mouse_releases() != 0 {
            action = .release
        } else if event.bstate & sg_mouse_buttons() != 0 {
            action = .click
        } else {
            return nil
        }
        return .mouse(MouseEvent(action: action, column: Int(event.x), row: Int(event.y)))
    }
}
