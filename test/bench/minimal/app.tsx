/**
 * A minimal Refine v4 + MUI app with one list page: the baseline the app's list-page speed is compared with.
 * No sign-in: the axios client carries a demo bearer token the demo backend accepts.
 */
import { Refine } from "@refinedev/core";
import {
  List,
  RefineSnackbarProvider,
  RefineThemes,
  ThemedLayoutV2,
  useDataGrid,
  useNotificationProvider,
} from "@refinedev/mui";
import routerBindings, { NavigateToResource } from "@refinedev/react-router-v6";
import dataProvider from "@refinedev/simple-rest";
import CssBaseline from "@mui/material/CssBaseline";
import GlobalStyles from "@mui/material/GlobalStyles";
import { ThemeProvider } from "@mui/material/styles";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import axios from "axios";
import { BrowserRouter, Outlet, Route, Routes } from "react-router-dom";

export const apiUrl = `${window.location.origin}/api`;

// The seeded ADMIN user's token: the demo backend checks each request against the caller's profile.
const httpClient = axios.create({ headers: { Authorization: "Bearer demo-token.ADMIN.bench" } });

interface ParameterSystem {
  id: number;
  name: string;
  value: string;
}

const columns: GridColDef<ParameterSystem>[] = [
  { field: "id", headerName: "ID", type: "number", width: 80 },
  { field: "name", headerName: "Name", minWidth: 220, flex: 1 },
  { field: "value", headerName: "Value", minWidth: 320, flex: 1 },
];

function ParameterSystemList() {
  const { dataGridProps } = useDataGrid<ParameterSystem>({
    sorters: { initial: [{ field: "name", order: "asc" }] },
  });
  return (
    <List>
      <DataGrid {...dataGridProps} columns={columns} autoHeight />
    </List>
  );
}

export function App() {
  return (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ThemeProvider theme={RefineThemes.Blue}>
        <CssBaseline />
        <GlobalStyles styles={{ html: { WebkitFontSmoothing: "auto" } }} />
        <RefineSnackbarProvider>
          <Refine
            dataProvider={dataProvider(apiUrl, httpClient)}
            routerProvider={routerBindings}
            notificationProvider={useNotificationProvider}
            resources={[{ name: "parameter-system", list: "/parameter-system" }]}
            options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true }}
          >
            <Routes>
              <Route
                element={
                  <ThemedLayoutV2>
                    <Outlet />
                  </ThemedLayoutV2>
                }
              >
                <Route index element={<NavigateToResource resource="parameter-system" />} />
                <Route path="/parameter-system" element={<ParameterSystemList />} />
              </Route>
            </Routes>
          </Refine>
        </RefineSnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
