; Hearth's additions to electron-builder's NSIS installer (electron-builder.config.ts, nsis.include).
; Checked by electron/installer-script.test.ts; the release workflow installs and uninstalls the
; built installer silently on Windows runners.

; Installed for everyone (elevated): let phones and other computers on PRIVATE networks reach
; Hearth once it shares on the LAN. An install for one user has no rights to add it: Windows asks
; the first time Hearth shares, and Hearth says so if the answer was to block it.
!macro customInstall
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="Hearth" program="$INSTDIR\${APP_EXECUTABLE_FILENAME}"'
  nsExec::ExecToLog 'netsh advfirewall firewall add rule name="Hearth" dir=in action=allow program="$INSTDIR\${APP_EXECUTABLE_FILENAME}" enable=yes profile=private'
!macroend

; Uninstalled for good (not the old version removed by an update): the firewall rule and the
; "start at sign-in" entry go too. Electron writes that entry under the app's AppUserModelID
; (shell/browser/browser_win.cc, SetLoginItemSettings), which is Hearth's appId.
!macro customUnInstall
  ${ifNot} ${isUpdated}
    nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="Hearth" program="$INSTDIR\${APP_EXECUTABLE_FILENAME}"'
    DeleteRegValue HKCU "Software\Microsoft\Windows\CurrentVersion\Run" "${APP_ID}"
    DeleteRegValue HKCU "Software\Microsoft\Windows\CurrentVersion\Explorer\StartupApproved\Run" "${APP_ID}"
  ${endIf}
!macroend
